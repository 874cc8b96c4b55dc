import styled from 'styled-components'

/** The list reset every link list starts from; its place styles the rest (styled(LinkList)). */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`
