package jsonread

// Values reads every top-level value in s into the values encoding/json
// builds when it decodes into `any` (map[string]any, []any, string,
// float64, bool, nil). It returns the values read before an error, and
// the error; a value cut short is dropped.
func Values(s string) ([]any, error) {
	sc := NewScanner(s)
	var out []any
	for {
		t, err := sc.Next()
		if err != nil {
			return out, err
		}
		if t.Kind == End {
			return out, nil
		}
		v, err := build(sc, t)
		if err != nil {
			return out, err
		}
		out = append(out, v)
	}
}

// build returns the value t starts, reading the rest of it from sc.
func build(sc *Scanner, t Token) (any, error) {
	switch t.Kind {
	case ObjectStart:
		m := make(map[string]any, 8)
		for {
			k, err := sc.Next()
			if err != nil {
				return nil, err
			}
			if k.Kind == ObjectEnd {
				return m, nil
			}
			first, err := sc.Next() // the key's value
			if err != nil {
				return nil, err
			}
			v, err := build(sc, first)
			if err != nil {
				return nil, err
			}
			m[k.Text] = v
		}
	case ArrayStart:
		a := make([]any, 0, 4)
		for {
			first, err := sc.Next()
			if err != nil {
				return nil, err
			}
			if first.Kind == ArrayEnd {
				return a, nil
			}
			v, err := build(sc, first)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
	case String:
		return t.Text, nil
	case Number:
		return t.Num, nil
	case True:
		return true, nil
	case False:
		return false, nil
	}
	return nil, nil // Null
}
