// Design system / Icons (issue 13): every interface icon of the icon module
// (src/components/ui/Icon/glyphs.tsx, listed by `iconSet`), named, at its own size and at each icon size token.
// The CMS's icons are content, not part of the system: see UI/Icon.
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import styled from 'styled-components'
import { SvgIcon } from '@/components/ui/Icon'
import { iconSet, svgIconNames } from '@/components/ui/Icon/iconSet'
import { theme } from '@/theme/theme'
import { iconSize } from '@/theme/tokens'
import { entries, Page, PageIntro } from './parts'

// These stories document the icon set, not one component, so the meta has no `component`.
const meta = {
  title: 'Design system/Icons',
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.s4};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li`
  display: grid;
  gap: ${theme.space.s3};
  padding: ${theme.space.s4};
  border: 1px solid color-mix(in srgb, ${theme.color.text} 16%, transparent);
  border-radius: ${theme.radius.smallMedium};
  code {
    font-size: ${theme.fontSize[40]};
  }
`

const Sizes = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.s4};
  color: ${theme.color.accent};
`

/** The play and pin icons have no size of their own (their control's CSS sizes them); here they take the large one. */
const ownSize = { width: iconSize.large, height: iconSize.large }

/** Every icon: its name, at its own size, then at every icon size token. */
export const AllIcons: Story = {
  render: () => (
    <Page>
      <PageIntro title="Icons">
        Every interface icon of the icon module (<code>ui/Icon/glyphs.tsx</code>, drawn by{' '}
        <code>SvgIcon</code>), in the accent colour: first at its own size, then at each icon size
        token (tokens.ts <code>iconSize</code>, {Object.values(iconSize).join(', ')} px). They are
        drawn in currentColor and hidden from assistive technology: the control they sit in carries
        the name.
      </PageIntro>
      <Grid>
        {svgIconNames.map((name) => (
          <Card key={name} data-icon={name}>
            <code>{name}</code>
            <Sizes>
              <SvgIcon
                glyph={iconSet[name]!}
                style={iconSet[name]!.size === null ? ownSize : undefined}
              />
              {entries(iconSize).map(([step, size]) => (
                <SvgIcon key={step} glyph={iconSet[name]!} size={size} />
              ))}
            </Sizes>
          </Card>
        ))}
      </Grid>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-icon]')
    await expect([...cards].map((card) => card.dataset.icon)).toEqual(svgIconNames)
    for (const card of cards) {
      await expect(card.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
        1 + Object.keys(iconSize).length,
      )
    }
  },
}
