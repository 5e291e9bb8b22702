package fingerprint

import "sync"

// LSH banding: Bands bands of Rows values each (Bands*Rows == Size). Two
// sketches become candidates when one band matches exactly, which happens
// with probability 1-(1-s^Rows)^Bands: 0.87 at s=0.5, 0.988 at s=0.6, 0.9998 at s=0.75, and
// under 0.2 at s=0.25 (Leskovec, Rajaraman and Ullman, Mining of Massive
// Datasets, ch. 3.4). Candidates are then checked with Similarity.
const (
	Bands = 32
	Rows  = Size / Bands
)

// Index finds stored fingerprints similar to a probe. It is safe for
// concurrent use.
type Index struct {
	mu      sync.RWMutex
	entries map[string]Fingerprint
	buckets map[uint64][]string // band key -> ids
}

// NewIndex returns an empty Index.
func NewIndex() *Index {
	return &Index{entries: map[string]Fingerprint{}, buckets: map[uint64][]string{}}
}

// Len returns the number of fingerprints stored.
func (x *Index) Len() int {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return len(x.entries)
}

// Add stores fp under id, replacing what id held before.
func (x *Index) Add(id string, fp Fingerprint) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if old, ok := x.entries[id]; ok {
		x.unlink(id, &old)
	}
	x.entries[id] = fp
	for b := 0; b < Bands; b++ {
		k := bandKey(&fp, b)
		x.buckets[k] = append(x.buckets[k], id)
	}
}

// Remove deletes id from the index.
func (x *Index) Remove(id string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if old, ok := x.entries[id]; ok {
		x.unlink(id, &old)
		delete(x.entries, id)
	}
}

func (x *Index) unlink(id string, fp *Fingerprint) {
	for b := 0; b < Bands; b++ {
		k := bandKey(fp, b)
		ids := x.buckets[k]
		for i, v := range ids {
			if v == id {
				ids = append(ids[:i], ids[i+1:]...)
				break
			}
		}
		if len(ids) == 0 {
			delete(x.buckets, k)
		} else {
			x.buckets[k] = ids
		}
	}
}

// Probe returns the stored id most similar to fp among the LSH candidates,
// and its similarity, when that similarity is at least min.
func (x *Index) Probe(fp Fingerprint, min float64) (id string, sim float64, ok bool) {
	if fp.IsZero() {
		return "", 0, false
	}
	x.mu.RLock()
	defer x.mu.RUnlock()
	best := -1.0
	for b := 0; b < Bands; b++ {
		for _, cand := range x.buckets[bandKey(&fp, b)] {
			if cand == id {
				continue
			}
			s := Similarity(fp, x.entries[cand])
			if s > best || (s == best && cand < id) {
				best, id = s, cand
			}
		}
	}
	if best < min {
		return "", best, false
	}
	return id, best, true
}

// bandKey hashes the Rows values of band b, with b mixed in so equal values
// in different bands do not collide.
func bandKey(fp *Fingerprint, b int) uint64 {
	h := uint64(fnvOffset) ^ uint64(b)
	for _, v := range fp[b*Rows : (b+1)*Rows] {
		h = mix64(h ^ uint64(v))
	}
	return h
}
