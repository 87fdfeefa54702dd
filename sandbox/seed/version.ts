/**
 * The version of the seed content. A database seeded by another version is set aside on the next
 * start (sandbox/data-file.ts) and seeded afresh: a database keeps the content it was seeded with,
 * so without this a fix to the seed (a link, a page, a translation) would never reach a machine
 * that already ran the sandbox. Raise it whenever a change to `sandbox/seed/` should reach them.
 *
 * 2: the Chinese footer's Jobs and Contact links and the festival advert point at nodes, not at
 *    English-only aliases.
 * 3: four more theatre news items, so that category has more than one page.
 * 4: images with words get a file per language (Chinese lettering on the Chinese translation's
 *    file); the default banner and share image carry no words.
 * 5: the festival's hero slides carry no words (the page lays the slide's text over them).
 * 6: the content gives the theatre's phone, address, metro and car park as the footer does
 *    (it named another phone number, street and metro station).
 * 7: the videos are the committed clip (sandbox/images/clip.ts), with its real file size.
 * 8: menus with every kind of Drupal link uri (<nolink> and <button> parents, <front>, base:, a
 *    disabled link, a link to an unpublished node); the Redirect module's redirects; more
 *    untranslated nodes.
 * 9: the three sold-out cases of issue 20: Beethoven's Ninth (seated) with its cheapest price sold
 *    out, Teahouse with only its dearest price left, Breath sold out entirely (as before).
 * 10: access performances (issue 46): Turandot's three, paragraphs in `field_access_performances`.
 * 11: the Lyric Theatre's seat attributes (issue 46): its view images registered with the image service.
 * 12: on-sale times (issue 45): The Seagull goes on sale 45 minutes after seeding, Waiting for
 *    Godot went on sale a week before (`sellStartTime` on the project).
 */
export const SEED_VERSION = 12;
