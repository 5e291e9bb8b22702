//go:build !unix

package safefile

import (
	"os"
	"sync"
)

// nonBlock is zero: opening a named pipe does not block where there is
// no O_NONBLOCK (Windows has no FIFOs in the file system).
const nonBlock = 0

// Without flock, the lock serialises the goroutines of this process only.
var processLock sync.Mutex

func lockFile(*os.File) error { processLock.Lock(); return nil }

func unlockFile(*os.File) { processLock.Unlock() }
