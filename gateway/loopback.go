package gateway

// IsLoopbackHost reports whether a Host header (with or without a port)
// names this machine: localhost or a loopback address. A listener on
// loopback that answers only such names cannot be reached by a web page
// through DNS rebinding (evil.example resolving to 127.0.0.1).
func IsLoopbackHost(hostport string) bool { return isLoopbackHost(hostOnly(hostport)) }
