package uitests

import (
	"bytes"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
)

// Fyne's test driver runs fyne.Do and fyne.DoAndWait on the calling
// goroutine, so a page that finishes loading (or an image that arrives)
// would touch widgets while a script step measures or taps them, and
// Fyne's text shaper is not safe for that. The desktop driver has one UI
// goroutine; uiApp restores that rule: script steps and every fyne.Do run
// one at a time under uiLock.

// uiLock is a mutex the goroutine holding it may take again.
type uiLock struct {
	mu    sync.Mutex
	owner atomic.Int64
}

// do runs f while holding the lock.
func (l *uiLock) do(f func()) {
	id := goroutineID()
	if l.owner.Load() == id {
		f()
		return
	}
	l.mu.Lock()
	l.owner.Store(id)
	defer func() {
		l.owner.Store(0)
		l.mu.Unlock()
	}()
	f()
}

// goroutineID reads the current goroutine's number from its stack header
// ("goroutine 42 [running]:"). Tests only.
func goroutineID() int64 {
	var buf [64]byte
	b := buf[:runtime.Stack(buf[:], false)]
	b = bytes.TrimPrefix(b, []byte("goroutine "))
	if i := bytes.IndexByte(b, ' '); i > 0 {
		b = b[:i]
	}
	id, _ := strconv.ParseInt(string(b), 10, 64)
	return id
}

// uiApp is the test app with a driver whose DoFromGoroutine takes the lock.
type uiApp struct {
	fyne.App
	drv *uiDriver
}

func (a *uiApp) Driver() fyne.Driver { return a.drv }

type uiDriver struct {
	fyne.Driver
	lock *uiLock
}

// DoFromGoroutine runs f under the UI lock; it always waits, which is
// allowed for fyne.Do and keeps the order of calls.
func (d *uiDriver) DoFromGoroutine(f func(), _ bool) { d.lock.do(f) }

// serialize wraps a and makes it the current app, so that fyne.Do in the
// window and its view goes through lock.
func serialize(a fyne.App, lock *uiLock) fyne.App {
	w := &uiApp{App: a, drv: &uiDriver{Driver: a.Driver(), lock: lock}}
	fyne.SetCurrentApp(w)
	return w
}
