package lru

import "testing"

func TestLeastRecentlyUsedGoesFirst(t *testing.T) {
	c := New[string, int](2, 0, nil)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Get("a") // b is now the least recently used
	c.Put("c", 3)
	if _, ok := c.Get("b"); ok {
		t.Error("b was kept, a least recently used entry")
	}
	for k, want := range map[string]int{"a": 1, "c": 3} {
		if v, ok := c.Get(k); !ok || v != want {
			t.Errorf("Get(%q) = %d, %v; want %d", k, v, ok, want)
		}
	}
	c.Put("a", 9)
	if v, _ := c.Get("a"); v != 1 {
		t.Errorf("a second Put replaced the value: %d", v)
	}
}

func TestCostBound(t *testing.T) {
	c := New[string, []byte](10, 8, func(b []byte) int { return len(b) })
	c.Put("a", make([]byte, 4))
	c.Put("b", make([]byte, 4))
	c.Put("c", make([]byte, 4)) // 12 > 8: a goes
	if _, ok := c.Get("a"); ok || c.Len() != 2 {
		t.Errorf("a kept over the cost bound; %d entries", c.Len())
	}
	c.Put("big", make([]byte, 100)) // the newest stays, however costly
	if _, ok := c.Get("big"); !ok || c.Len() != 1 {
		t.Errorf("the newest entry was dropped; %d entries", c.Len())
	}
}
