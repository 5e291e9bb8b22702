package app

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"os"
	"syscall"

	"folio/fetch"
)

// classifyNetError turns an error from the HTTP client or a body read into a
// *LoadError. ctx is the load's context: its cause tells the loader's own
// timeout apart from the caller's cancellation.
func classifyNetError(ctx context.Context, target string, err error) *LoadError {
	le := &LoadError{Kind: netKind(ctx, err), Target: target, Err: err}
	return le
}

func netKind(ctx context.Context, err error) ErrorKind {
	if ctx.Err() != nil {
		if errors.Is(context.Cause(ctx), errTimeout) {
			return KindTimeout
		}
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return KindTimeout
		}
		return KindCanceled
	}
	var dnsErr *net.DNSError
	var certErr *tls.CertificateVerificationError
	var recErr tls.RecordHeaderError
	var unkAuth x509.UnknownAuthorityError
	var hostErr x509.HostnameError
	var invalid x509.CertificateInvalidError
	var alert tls.AlertError
	var ne net.Error
	switch {
	case errors.Is(err, fetch.ErrRedirectLoop), errors.Is(err, fetch.ErrTooManyRedirects),
		errors.Is(err, fetch.ErrRedirectScheme):
		return KindRedirects
	case errors.As(err, &dnsErr):
		return KindDNS
	case errors.Is(err, syscall.ECONNREFUSED):
		return KindRefused
	case errors.As(err, &certErr), errors.As(err, &recErr), errors.As(err, &unkAuth),
		errors.As(err, &hostErr), errors.As(err, &invalid), errors.As(err, &alert):
		return KindTLS
	case errors.Is(err, fetch.ErrTimeout), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, os.ErrDeadlineExceeded):
		return KindTimeout
	case errors.As(err, &ne) && ne.Timeout():
		return KindTimeout
	case errors.Is(err, context.Canceled):
		return KindCanceled
	}
	return KindNetwork
}
