package gateway

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// maxConfigBytes bounds the configuration file.
const maxConfigBytes = 1 << 20

// LoadConfig reads a YAML configuration file over Defaults(). Unknown keys
// are errors, so that a typo does not silently leave a default in place.
// Durations are Go durations ("5s", "2m"); sizes are bytes or a number with
// KB, MB, GB, KiB, MiB or GiB. The admin token comes from admin.token_file
// or, when that is empty, the environment variable FOLIO_ADMIN_TOKEN.
// The result is not validated: apply flag overrides, then call Validate.
func LoadConfig(path string) (Config, error) {
	c := Defaults()
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return c, fmt.Errorf("config: %w", err)
		}
		if len(data) > maxConfigBytes {
			return c, fmt.Errorf("config: %s is larger than %d bytes", path, maxConfigBytes)
		}
		dec := yaml.NewDecoder(bytes.NewReader(data))
		dec.KnownFields(true)
		if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) {
			return c, fmt.Errorf("config %s: %w", path, err)
		}
	}
	return c, c.Admin.loadToken()
}

// loadToken fills Token from TokenFile or the environment.
func (a *AdminConfig) loadToken() error {
	if a.TokenFile == "" {
		a.Token = strings.TrimSpace(os.Getenv("FOLIO_ADMIN_TOKEN"))
		return nil
	}
	data, err := os.ReadFile(a.TokenFile)
	if err != nil {
		return fmt.Errorf("config: admin token: %w", err)
	}
	a.Token = strings.TrimSpace(string(data))
	if len(a.Token) < 16 {
		return fmt.Errorf("config: admin token in %s is shorter than 16 characters", a.TokenFile)
	}
	return nil
}

// ByteSize is a size in bytes, written in YAML as a number or with a unit.
type ByteSize int64

// UnmarshalYAML reads 1048576, "1MiB", "10MB", "512KiB".
func (b *ByteSize) UnmarshalYAML(n *yaml.Node) error {
	v, err := ParseByteSize(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	*b = v
	return nil
}

// ParseByteSize reads a size with an optional unit (KB, MB, GB powers of
// 1000; KiB, MiB, GiB powers of 1024; B or none for bytes).
func ParseByteSize(s string) (ByteSize, error) {
	s = strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			s, mult = strings.TrimSpace(num), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("size %q: want a whole number of bytes, KB, MB, GB, KiB, MiB or GiB", s)
	}
	return ByteSize(n * mult), nil
}
