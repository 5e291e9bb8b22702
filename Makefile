# Folio. `./setup.sh` installs what is missing and runs `make run`;
# `make test` is the test command CI runs.

GO ?= go
# Tests and the headless command build without cgo: Fyne's software driver
# (-tags ci) needs no X and no GL. One CGO setting keeps one build cache.
TEST_ENV = CGO_ENABLED=0
TEST_TAGS = -tags ci
# The desktop binary leaves out Fyne's bundled emoji font (no_emoji): Fyne
# parses a copy of it, 3.6 MB of heap, for every text style it draws, some
# 20 MB by the time a few pages are read, while emoji from the system's
# font (fonts-noto-color-emoji, which setup.sh installs) are parsed once.
DESKTOP_TAGS = -tags no_emoji

.PHONY: all build run test vet extract bench smoke startup memory fuzz clean beam test-beam

all: build extract

build:
	$(GO) build $(DESKTOP_TAGS) -o bin/folio .

extract:
	CGO_ENABLED=0 $(GO) build -o bin/folio-extract ./cmd/folio-extract

run: build
	./bin/folio $(ARGS)

vet:
	$(TEST_ENV) $(GO) vet $(TEST_TAGS) ./...

test: vet
	$(TEST_ENV) $(GO) test $(TEST_TAGS) -timeout 30m ./...

# The Beam pipeline (batch/beam) is its own Go module, so that `make test`
# never builds the Beam SDK; these build its command and run its tests on
# Beam's local runner (slow to compile cold: see batch/beam/README.md).
beam:
	cd batch/beam && CGO_ENABLED=0 $(GO) build -o ../../bin/folio-beam ./cmd/folio-beam

test-beam:
	cd batch/beam && $(TEST_ENV) $(GO) vet ./... && $(TEST_ENV) $(GO) test -timeout 30m ./...

bench: extract
	./bin/folio-extract bench ../shared/corpus/wcxb-dev

fuzz:
	$(TEST_ENV) $(GO) test $(TEST_TAGS) -run '^$$' -fuzz FuzzExtract -fuzztime 60s ./extractor/

smoke: build
	./uitests/smoke.sh

# Cold start to first frame under Xvfb, median of 7 runs (target < 1 s).
startup: build
	FOLIO_BIN=bin/folio ./uitests/startup.sh

# Resident memory of the real window on long pages under Xvfb (needs
# ../shared/corpus/wcxb-dev; targets under 200/300/350 MB).
memory: build
	FOLIO_BIN=bin/folio ./uitests/memory.sh

clean:
	rm -rf bin
