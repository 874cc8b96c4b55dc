import { defineField, defineType } from 'sanity'

import { MAX_MAP_HEIGHT, MAX_ZOOM, MIN_MAP_HEIGHT, MIN_ZOOM } from '../../lib/maps'
import { captionField } from './fields'
import { choices, radioRow, requiredString, titledPreview } from './helpers'

/**
 * A Google Map of a place or a search (issue 11 item 6). With the site's Maps key set the map is
 * shown in the page; without it, the address with a link to open it in Google Maps.
 */
export const mapEmbed = defineType({
  name: 'mapEmbed',
  title: 'Map',
  type: 'object',
  fields: [
    requiredString(
      'title',
      'Title',
      'What the map shows, e.g. "Map of the Forgeline office in Springfield". Read out to screen-reader users as the name of the map.',
    ),
    requiredString(
      'query',
      'Place or address',
      'What Google Maps should find, as you would type it there: an address ("500 Example Street, Springfield") or a place name. With "Search" below, a search such as "coffee near Springfield station".',
    ),
    defineField({
      name: 'mode',
      title: 'Show',
      type: 'string',
      description:
        'Place: one pin on the address or place. Search: the results of the search, several pins.',
      options: radioRow(choices({ place: 'Place', search: 'Search' })),
      initialValue: 'place',
    }),
    defineField({
      name: 'zoom',
      title: 'Zoom',
      type: 'number',
      description: `How close the map starts, ${MIN_ZOOM}–${MAX_ZOOM}: 1 shows the world, 10 a city, 15 streets, 20 buildings. Leave empty to let Google Maps choose.`,
      validation: (rule) => rule.integer().min(MIN_ZOOM).max(MAX_ZOOM),
    }),
    defineField({
      name: 'height',
      title: 'Height (px)',
      type: 'number',
      description: `The map's height in pixels, ${MIN_MAP_HEIGHT}–${MAX_MAP_HEIGHT}. Leave empty for a 16:9 map (4:3 on phones).`,
      validation: (rule) => rule.integer().min(MIN_MAP_HEIGHT).max(MAX_MAP_HEIGHT),
    }),
    captionField('Optional text under the map, e.g. opening hours or how to find the entrance.'),
  ],
  preview: titledPreview({
    select: { title: 'title', query: 'query', mode: 'mode' },
    fallback: 'Map',
    subtitle: ({ query, mode }) =>
      `Map${mode === 'search' ? ' (search)' : ''} · ${query ?? 'no place yet'}`,
  }),
})
