package app

import (
	"encoding/json"
	"strings"
	"sync"
)

// RecentKey is the Store key Recent persists under, as a JSON array.
const RecentKey = "recent"

// MaxRecent is how many recent items are kept.
const MaxRecent = 10

// Recent is the list of recently opened files and URLs, most recent first,
// without duplicates, persisted through a Store on every change. It is safe
// for concurrent use.
type Recent struct {
	mu    sync.Mutex
	store Store
	items []string
}

// NewRecent loads the list from store (nil: not persisted). A corrupt
// stored value yields an empty list.
func NewRecent(store Store) *Recent {
	r := &Recent{store: store}
	if store != nil {
		var items []string
		if json.Unmarshal([]byte(store.String(RecentKey)), &items) == nil {
			for i := len(items) - 1; i >= 0; i-- { // oldest first, so the newest ends first
				r.add(items[i], false)
			}
		}
	}
	return r
}

// Add puts target first, removing an older entry for it, and drops the
// oldest beyond MaxRecent. Empty targets are ignored.
func (r *Recent) Add(target string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.add(target, true)
}

func (r *Recent) add(target string, save bool) {
	target = strings.TrimSpace(target)
	if target == "" {
		return
	}
	r.items = append([]string{target}, without(r.items, target)...)
	if len(r.items) > MaxRecent {
		r.items = r.items[:MaxRecent]
	}
	if save {
		r.save()
	}
}

// Remove deletes target from the list (a file that no longer exists).
func (r *Recent) Remove(target string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.items = without(r.items, target)
	r.save()
}

// Clear empties the list.
func (r *Recent) Clear() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.items = nil
	r.save()
}

// Items returns a copy of the list, most recent first.
func (r *Recent) Items() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.items...)
}

func (r *Recent) save() {
	if r.store == nil {
		return
	}
	items := r.items
	if items == nil {
		items = []string{}
	}
	b, _ := json.Marshal(items)
	r.store.SetString(RecentKey, string(b))
}

func without(items []string, s string) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		if it != s {
			out = append(out, it)
		}
	}
	return out
}
