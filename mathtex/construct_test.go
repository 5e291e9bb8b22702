package mathtex

import (
	"context"
	"testing"
)

func drawn(t *testing.T, src string, display bool) *Formula {
	t.Helper()
	f, err := Render(context.Background(), src, Options{Size: 16, Scale: 1, Display: display})
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return f
}

// TestUnknownCommandShown: a command this package lacks is drawn as its
// source, arguments and all, rather than refused or dropped.
func TestUnknownCommandShown(t *testing.T) {
	known := drawn(t, `x+\alpha`, false)
	unknown := drawn(t, `\nosuchmacro{x}+\alpha`, false)
	if unknown.Bounds().Dx() < 3*known.Bounds().Dx() {
		t.Errorf(`\nosuchmacro{x} drawn %d px wide, x %d: not shown as source`, unknown.Bounds().Dx(), known.Bounds().Dx())
	}
	env := drawn(t, `\begin{nosuchenv}a&b\end{nosuchenv}`, false)
	plain := drawn(t, `\begin{matrix}a&b\end{matrix}`, false)
	if env.Bounds().Dx() < 3*plain.Bounds().Dx() {
		t.Errorf("an unknown environment is not shown by name")
	}
}

// TestDelimitersGrow: \left…\right fits what it encloses.
func TestDelimitersGrow(t *testing.T) {
	small := drawn(t, `\left( x \right)`, true)
	tall := drawn(t, `\left( \frac{\frac{a}{b}}{\frac{c}{d}} \right)`, true)
	taller := drawn(t, `\left( \begin{matrix} a \\ b \\ c \\ d \\ e \end{matrix} \right)`, true)
	if !(small.Bounds().Dy() < tall.Bounds().Dy() && tall.Bounds().Dy() < taller.Bounds().Dy()) {
		t.Errorf("heights %d, %d, %d do not grow", small.Bounds().Dy(), tall.Bounds().Dy(), taller.Bounds().Dy())
	}
}

// TestDisplayLimits: in display style ∑'s limits go above and below it
// (taller, narrower than beside it); ∫'s stay beside it.
func TestDisplayLimits(t *testing.T) {
	d := drawn(t, `\sum_{i=1}^{n}`, true)
	i := drawn(t, `\sum_{i=1}^{n}`, false)
	if d.Bounds().Dy() <= i.Bounds().Dy() || d.Bounds().Dx() >= i.Bounds().Dx() {
		t.Errorf("display %v, inline %v", d.Bounds(), i.Bounds())
	}
	lim := drawn(t, `\lim_{x\to\infty}`, true)
	if lim.Bounds().Dx() >= drawn(t, `\lim_{x\to\infty}`, false).Bounds().Dx() {
		t.Error(`\lim_{x\to\infty} has its limit beside it`)
	}
	in := drawn(t, `\int_0^1`, true)
	if in.Bounds().Dx() < drawn(t, `\int`, true).Bounds().Dx()+4 {
		t.Error(`\int's limits are not beside it`)
	}
}

// TestEnvironmentsHaveRows: each environment stacks its rows.
func TestEnvironmentsHaveRows(t *testing.T) {
	one := drawn(t, `x`, true).Bounds().Dy()
	for _, env := range []string{"matrix", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "cases", "aligned", "align", "align*", "gathered", "split", "smallmatrix"} {
		f := drawn(t, `\begin{`+env+`} a & b \\ c & d \\ e & f \end{`+env+`}`, true)
		if f.Bounds().Dy() < 2*one {
			t.Errorf("%s: %d px tall, one line is %d", env, f.Bounds().Dy(), one)
		}
	}
	f := drawn(t, `\begin{array}{c|c} a & b \\ \hline c & d \end{array}`, true)
	if f.Bounds().Dy() < 2*one {
		t.Errorf("array: %d px tall", f.Bounds().Dy())
	}
	// rows outside an environment are aligned, as MathJax does
	if f := drawn(t, `a &= b \\ c &= d`, true); f.Bounds().Dy() < 2*one {
		t.Error("top-level rows are set on one line")
	}
}

// TestFontsDiffer: each alphabet draws other glyphs than the italic one.
func TestFontsDiffer(t *testing.T) {
	base := drawn(t, `R`, false)
	for _, cmd := range []string{`\mathbb`, `\mathcal`, `\mathrm`, `\mathbf`, `\mathfrak`, `\mathsf`, `\mathtt`, `\boldsymbol`} {
		f := drawn(t, cmd+`{R}`, false)
		if string(f.Pix) == string(base.Pix) {
			t.Errorf("%s{R} looks like R", cmd)
		}
	}
	if string(drawn(t, `\text{if}`, false).Pix) == string(drawn(t, `if`, false).Pix) {
		t.Error(`\text{if} is set like the maths if`)
	}
}

// TestSpacing: the spacing commands widen in order.
func TestSpacing(t *testing.T) {
	prev := drawn(t, `a\!b`, false).Bounds().Dx()
	for _, sp := range []string{`ab`, `a\,b`, `a\;b`, `a\quad b`, `a\qquad b`} {
		w := drawn(t, sp, false).Bounds().Dx()
		if w <= prev {
			t.Errorf("%s is %d px wide, not wider than the one before (%d)", sp, w, prev)
		}
		prev = w
	}
}

// TestAccentsRise: an accent adds height above its letter.
func TestAccentsRise(t *testing.T) {
	x := drawn(t, `x`, false).Bounds().Dy()
	for _, acc := range []string{`\hat`, `\bar`, `\vec`, `\tilde`, `\dot`, `\ddot`, `\overline`, `\widehat`} {
		if h := drawn(t, acc+`{x}`, false).Bounds().Dy(); h <= x {
			t.Errorf("%s{x} is %d px tall, x %d", acc, h, x)
		}
	}
	if h := drawn(t, `\underline{x}`, false).Bounds().Dy(); h <= x {
		t.Errorf(`\underline{x} is %d px tall, x %d`, h, x)
	}
}

// TestLimitsForced: \limits puts the scripts of ∑ above and below it in
// running text too, \nolimits beside it in display.
func TestLimitsForced(t *testing.T) {
	side := drawn(t, `\sum_{i=1}^{n}`, false)
	above := drawn(t, `\sum\limits_{i=1}^{n}`, false)
	if above.Bounds().Dy() <= side.Bounds().Dy() || above.Bounds().Dx() >= side.Bounds().Dx() {
		t.Errorf(`\limits: %v, without: %v`, above.Bounds(), side.Bounds())
	}
	beside := drawn(t, `\sum\nolimits_{i=1}^{n}`, true)
	if beside.Bounds().Dx() <= drawn(t, `\sum_{i=1}^{n}`, true).Bounds().Dx() {
		t.Error(`\nolimits in display keeps the limits above and below`)
	}
}

// TestBracesSpanTheirBody: \overbrace and \underbrace are as wide as what
// they brace, and add height above or depth below it.
func TestBracesSpanTheirBody(t *testing.T) {
	body := `a_1 + a_2 + a_3 + \cdots + a_n`
	plain := drawn(t, body, true)
	over := drawn(t, `\overbrace{`+body+`}`, true)
	under := drawn(t, `\underbrace{`+body+`}`, true)
	for name, f := range map[string]*Formula{"over": over, "under": under} {
		if d := f.Bounds().Dx() - plain.Bounds().Dx(); d < -2 || d > 2 {
			t.Errorf("%sbrace is %d px wide, its body %d", name, f.Bounds().Dx(), plain.Bounds().Dx())
		}
		if f.Bounds().Dy() <= plain.Bounds().Dy()+4 {
			t.Errorf("%sbrace adds no height", name)
		}
	}
	if over.Baseline() <= plain.Baseline() || under.Baseline() != plain.Baseline() {
		t.Errorf("baselines: over %d, under %d, body %d", over.Baseline(), under.Baseline(), plain.Baseline())
	}
}

// TestUnderAccents: \underrightarrow and \utilde add depth, not height.
func TestUnderAccents(t *testing.T) {
	plain := drawn(t, `AB`, false)
	for _, cmd := range []string{`\underrightarrow`, `\utilde`, `\underbar`} {
		f := drawn(t, cmd+`{AB}`, false)
		if f.Baseline() != plain.Baseline() || f.Bounds().Dy() <= plain.Bounds().Dy() {
			t.Errorf("%s{AB}: baseline %d (plain %d), height %d (plain %d)", cmd, f.Baseline(), plain.Baseline(), f.Bounds().Dy(), plain.Bounds().Dy())
		}
	}
}

// TestInkPastTheBoxIsDrawn: what is drawn outside its box (\smash,
// \rlap) still fits in the picture, which grows to hold it.
func TestInkPastTheBoxIsDrawn(t *testing.T) {
	frac := drawn(t, `\frac{a}{b}`, true)
	smashed := drawn(t, `\smash{\frac{a}{b}}`, true)
	if smashed.Bounds().Dy() < frac.Bounds().Dy()-2 || ink(smashed) < ink(frac)*9/10 {
		t.Errorf(`\smash{\frac{a}{b}} is %v with %d inked pixels, \frac{a}{b} %v with %d`, smashed.Bounds(), ink(smashed), frac.Bounds(), ink(frac))
	}
	if lapped := drawn(t, `\llap{xyz}`, false); ink(lapped) < ink(drawn(t, `xyz`, false))*9/10 {
		t.Error(`\llap{xyz} is cut off`)
	}
}

// TestCancelStrikes: \cancel and its kin add strokes over their body.
func TestCancelStrikes(t *testing.T) {
	plain := ink(drawn(t, `x+y`, false))
	for _, cmd := range []string{`\cancel`, `\bcancel`, `\xcancel`, `\sout`} {
		if n := ink(drawn(t, cmd+`{x+y}`, false)); n <= plain {
			t.Errorf("%s{x+y} inks %d pixels, x+y %d", cmd, n, plain)
		}
	}
}
