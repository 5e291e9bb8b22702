package classify

// Role is what a block is for on its page.
type Role string

// The roles a block can have.
const (
	RoleMain        Role = "main"
	RoleTitle       Role = "title"
	RoleHeading     Role = "heading"
	RoleNavigation  Role = "navigation"
	RoleNavigation2 Role = "navigation-secondary"
	RoleBreadcrumb  Role = "breadcrumb"
	RoleSidebar     Role = "sidebar"
	RoleRelated     Role = "related"
	RoleComments    Role = "comments"
	RoleFooter      Role = "footer"
	RoleHeader      Role = "header"
	RoleAd          Role = "advertisement"
	RoleCookie      Role = "cookie-banner"
	RoleForm        Role = "form"
	RoleTable       Role = "table"
	RoleCode        Role = "code"
	RoleRepeated    Role = "repeated-item"
	RoleBoilerplate Role = "boilerplate"
)

// Roles lists every role, in the order above: the one vocabulary the
// classifier, host templates and the command's --role share.
var Roles = []Role{
	RoleMain, RoleTitle, RoleHeading, RoleNavigation, RoleNavigation2, RoleBreadcrumb,
	RoleSidebar, RoleRelated, RoleComments, RoleFooter, RoleHeader, RoleAd,
	RoleCookie, RoleForm, RoleTable, RoleCode, RoleRepeated, RoleBoilerplate,
}
