package prune

// fullWidthPunct reports whether r is the punctuation that Chinese,
// Japanese and Korean write full width where phrases.txt's lines drop the
// ASCII form (": . ! ( ) |"), or the Devanagari full stop (danda) that
// Hindi writes for ".": "分享到：", "网友评论（3）" and "【相关阅读】"
// then read as "分享到", "网友评论（3" and "相关阅读", as "Share:" reads
// "share". Without them no label of those languages that ends with its
// colon matched a phrase.
func fullWidthPunct(r rune) bool {
	switch r {
	case '：', '。', '！', '（', '）', '｜', '【', '】', '、', '।':
		return true
	}
	return false
}
