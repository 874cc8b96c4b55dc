// SPEC §9 defaults of a CMS form, shared by the Studio schema (initial value, field help) and the
// form the site renders (what an empty field falls back to). A plain module: client components
// may import it, and it pulls in nothing of the Studio.

/** The submit button's text when the form leaves it empty. */
export const DEFAULT_SUBMIT_LABEL = 'Submit'

/** Shown after a successful submission when the form has no success message. */
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you for submitting the form'
