package classify

// routeOptions are the switches a page type sets for the strategies.
type routeOptions struct {
	keepComments bool // forums: replies and comments are the content
}
