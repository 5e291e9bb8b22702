package metadata

import "testing"

// TestBylineLabels checks that a byline's label and role words in scripts
// other than Latin leave the name alone, and that a name that merely
// starts with a label's letters keeps them.
func TestBylineLabels(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Автор: Ирина Смирнова", "Ирина Смирнова"},
		{"АВТОР: Ирина Смирнова", "Ирина Смирнова"},
		{"Авторка: Олена Коваленко", "Олена Коваленко"},
		{"Текст: Иван Петров", "Иван Петров"},
		{"记者 王晓明", "王晓明"},
		{"本报记者 王晓明", "王晓明"},
		{"文/张三", "张三"},
		{"作者：李四", "李四"},
		{"佐藤 健太 記者", "佐藤 健太"},
		{"김민수 기자", "김민수"},
		{"โดย สมชาย ใจดี", "สมชาย ใจดี"},
		{"بقلم: أحمد المصري", "أحمد المصري"},
		{"מאת: נועה לוי", "נועה לוי"},
		{"लेखक: राहुल शर्मा", "राहुल शर्मा"},
		{"राहुल शर्मा द्वारा", "राहुल शर्मा"},
		{"Автандил Иванов", "Автандил Иванов"},
		{"文化部", "文化部"},
		{"김민수 기자 2026.11.27", "김민수"},
		{"佐藤 健太 記者 2026年11月27日", "佐藤 健太"},
		{"Автор фото: Иван Петров", "Автор фото: Иван Петров"},
		{"Текст и фото: Иван Петров", "Текст и фото: Иван Петров"},
		{"Автор Ирина Смирнова", "Ирина Смирнова"},
		{"文 俊辉", "文 俊辉"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := cleanAuthor(c.in); got != c.want {
				t.Errorf("cleanAuthor(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}
