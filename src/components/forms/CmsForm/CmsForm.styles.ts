import styled from 'styled-components'
import { theme } from '@/theme/theme'

export const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.s4};
`

export const Title = styled.h2`
  grid-column: 1 / -1;
  font-size: 24px;
  line-height: 1.25;
`

export const Field = styled.div<{ $half: boolean }>`
  grid-column: ${({ $half }) => ($half ? 'span 1' : '1 / -1')};
  display: grid;
  gap: 6px;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  input,
  textarea,
  select {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid ${theme.color.foregroundSecondary};
    border-radius: ${theme.radius.small};
    background: ${theme.color.background};
    color: ${theme.color.text};
  }
  textarea {
    field-sizing: content;
    min-height: 96px;
    resize: vertical;
  }
  select {
    appearance: none;
    padding-right: 40px;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%23666d79' stroke-width='1.8'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: right 14px center;
  }
`

export const Small = styled.p`
  grid-column: 1 / -1;
  font-size: 13px;
  color: ${theme.color.foregroundSecondary};
`

export const Actions = styled.div`
  grid-column: 1 / -1;
`
