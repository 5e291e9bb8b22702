package app

import "sync"

// Store keeps strings under keys. Fyne's Preferences satisfies it; so does
// MemoryStore, for tests.
type Store interface {
	String(key string) string
	SetString(key, value string)
}

// MemoryStore is a Store in memory, safe for concurrent use.
type MemoryStore struct {
	mu sync.Mutex
	m  map[string]string
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{m: map[string]string{}} }

// String returns the value under key, or "".
func (s *MemoryStore) String(key string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.m[key]
}

// SetString stores value under key.
func (s *MemoryStore) SetString(key, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string]string{}
	}
	s.m[key] = value
}
