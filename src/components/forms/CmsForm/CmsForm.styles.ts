'use client'
// Client components' styles (only 'use client' modules import this file): they read the theme
// from styled-components' ThemeProvider as props.theme (issue 33 item 4, src/theme/Providers.tsx).
import styled, { css, keyframes, type ExecutionContext } from 'styled-components'
import { media } from '@/theme'
import { iconSize, statusHues } from '@/theme/tokens'

/**
 * SPEC §5 red label and tooltip, in every theme: the error hue mixed with the theme's text
 * colour keeps 4.5:1 against the section's backgrounds, light or dark (src/theme/tokens.ts).
 */
export const dangerColor = ({ theme }: ExecutionContext) =>
  `color-mix(in srgb, ${statusHues.danger} 65%, ${theme.color.text})`

export const Root = styled.div`
  position: relative;
`

/** The form and the success overlay share one cell, so the overlay takes the form's place. */
export const Stage = styled.div`
  display: grid;
  & > * {
    grid-area: 1 / 1;
  }
`

/**
 * `$collapse` (a form in a dialog, issue 48 item 2): once submitted the form leaves the layout, so
 * the dialog shrinks to the success message instead of keeping the form's height around it.
 */
export const Form = styled.form<{ $collapse?: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.s4};
  align-content: start;
  &[data-state='submitted'] {
    visibility: hidden;
    ${({ $collapse }) => $collapse && 'display: none;'}
  }
`

export const Title = styled.h2`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSize[130]};
  line-height: ${({ theme }) => theme.lineHeight.titleLoose};
`

/** Spacing by margins, not a grid gap: an empty suggestion region must take no room at all. */
export const Field = styled.div<{ $half: boolean }>`
  grid-column: ${({ $half }) => ($half ? 'span 1' : '1 / -1')};
  display: grid;
  align-content: start;
  min-width: 0;
`

/**
 * A required field's mark, explained by RequiredNote. Seen, not read: the control itself says
 * "required", so the mark's alternative text is empty (the first value is for browsers without
 * alternative text for generated content).
 *
 * The warning sign of an invalid field comes after the mark: "Company * (!)".
 */
export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s1_5};
  margin-bottom: ${({ theme }) => theme.space.s1_5};
  font-size: ${({ theme }) => theme.fontSize[40]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  [data-invalid] > & {
    color: ${dangerColor};
  }
  > svg {
    order: 1;
  }
  &[data-required]::after {
    content: '*';
    content: '*' / '';
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.s2_5} ${({ theme }) => theme.space.s3};
  border: 1px solid ${({ theme }) => theme.color.foregroundSecondary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  &[aria-invalid='true'] {
    border-color: ${dangerColor};
    box-shadow: inset 0 0 0 1px ${dangerColor};
  }
`

export const Input = styled.input`
  ${controlStyles}
`

/**
 * SPEC §2: textareas grow with their content; AutoGrowTextarea sizes them where the browser has no
 * field-sizing.
 */
export const Textarea = styled.textarea`
  ${controlStyles}
  display: block;
  field-sizing: content;
  min-height: 96px;
  resize: vertical;
  overflow-wrap: anywhere;
`

/**
 * SPEC §2: dropdowns show a chevron icon (12 px, drawn below), with the same room on each side.
 */
export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: calc(${({ theme }) => theme.space.s3_5} * 2 + ${iconSize.xsmall}px);
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%23666d79' stroke-width='1.8'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space.s3_5} center;
`

/** SPEC §5: the message as a red tooltip under the field, its arrow pointing at the field. */
export const Tooltip = styled.p`
  position: relative;
  justify-self: start;
  max-width: 100%;
  margin: ${({ theme }) => theme.space.s3} 0 0;
  padding: ${({ theme }) => theme.space.s1_5} ${({ theme }) => theme.space.s2_5};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${dangerColor};
  color: ${({ theme }) => theme.color.background};
  font-size: ${({ theme }) => theme.fontSize[20]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  &::before {
    content: '';
    position: absolute;
    top: -6px;
    left: 14px;
    border: 6px solid transparent;
    border-top: 0;
    border-bottom-color: ${dangerColor};
  }
`

/** Empty, it stays in the accessibility tree (a live region must exist before it speaks). */
export const Suggestion = styled.div`
  font-size: ${({ theme }) => theme.fontSize[40]};
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.s1_5};
  }
`

export const SuggestionButton = styled.button`
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: start;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`

/** "Fields marked * are required." above the fields (WCAG 3.3.2: the mark is explained). */
export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 ${({ theme }) => theme.space.s3};
  font-size: ${({ theme }) => theme.fontSize[20]};
  color: ${({ theme }) => theme.color.foregroundSecondary};
`

export const Small = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSize[20]};
  color: ${({ theme }) => theme.color.foregroundSecondary};
`

export const Actions = styled.div`
  grid-column: 1 / -1;
`

const spin = keyframes`to { transform: rotate(360deg); }`

export const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} ${({ theme }) => theme.duration.spin} linear infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`

/** The honeypot: out of sight and out of the accessibility tree, yet a normal field for bots. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Success = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.s3};
  padding: ${({ theme }) => theme.space.s5} 0;
  font-size: ${({ theme }) => theme.fontSize[80]};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  text-align: center;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 4px;
  }
`

export const SuccessIcon = styled.span`
  justify-self: center;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.background};
`

/** The gated file's link under the success message, after a post without JavaScript (issue 48). */
export const SuccessDownload = styled.p`
  margin-top: ${({ theme }) => theme.space.s3};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.accent};
    text-underline-offset: 3px;
  }
`

/**
 * GOV.UK's error summary (issue 48): above the form that a post without JavaScript brought back
 * refused, a bordered box in the error colour with a title and a link to each refused field.
 */
export const Summary = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space.s4};
  border: 3px solid ${dangerColor};
  border-radius: ${({ theme }) => theme.radius.small};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 4px;
  }
`

export const SummaryTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s1_5};
  margin: 0 0 ${({ theme }) => theme.space.s3};
  font-size: ${({ theme }) => theme.fontSize[80]};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  > svg {
    flex: none;
    color: ${dangerColor};
  }
`

export const SummaryList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.s2};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize[40]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.compact};
  color: ${dangerColor};
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`
