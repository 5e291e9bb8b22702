package prune

import "testing"

// TestScriptCreditLine checks the image credits of Russian, Ukrainian,
// Arabic, Hebrew, Hindi and Thai captions (their markers in
// creditMarkers), and that the same words in a sentence without the
// marker's colon are no credit.
func TestScriptCreditLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Научный парк в Академгородке. Фото: Ирина Смирнова": true,
		"Новый трамвай на маршруте (фото: Олена Коваленко)":  true,
		"Источник: пресс-служба мэрии":                       true,
		"Джерело: Львівська міська рада":                     true,
		"محطة الطاقة الشمسية في الصحراء. تصوير: أحمد المصري": true,
		"צילום: נועה לוי": true,
		"यमुना किनारे का इलाका। फोटो: राहुल शर्मा":                 true,
		"สวนสาธารณะริมน้ำแห่งใหม่ ภาพ: สมชาย ใจดี":                 true,
		"Фото на память сделали все участники открытия парка":      false,
		"फोटो खींचने के लिए लोग सुबह से ही पार्क में जमा हो गए थे": false,
	} {
		if got := creditLine(s); got != want {
			t.Errorf("creditLine(%q) = %v, want %v", s, got, want)
		}
	}
}
