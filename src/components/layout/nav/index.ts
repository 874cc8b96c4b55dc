// The header's navigation (SPEC §2, §4): the desktop dropdowns and their panels (link list,
// mega menu, flexible menu), the navigation modal button, and the rules about navigation items.
// Client code imports the files it needs directly, so a bundle takes no more than that.
export * from './FlexibleMenu'
export * from './MegaMenu'
export * from './navItems'
export * from './NavDropdown'
export * from './NavModalButton'
export * from './NavPanel'
export * from './navGroups'
