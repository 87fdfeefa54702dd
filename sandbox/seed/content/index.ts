/** Seeds the content API: builds every entity, stores them, registers their files with the image service. */
import type { SandboxContext } from '../../context';
import { insertEntities, saveRevision } from '../../content/store';
import { registerFiles } from '../../images/registry';
import { SeedBuilder } from './builder';
import { seedArtEducation, seedEducation } from './education';
import { seedMenus } from './menus';
import { DRAFTED_NEWS, newsKey, seedNews } from './news';
import { seedHomepage, seedPages } from './pages';
import { seedProjects } from './projects';
import { seedRedirects } from './redirects';
import { seedAdvertisements, seedSponsors } from './sponsors';
import { seedTaxonomy } from './taxonomy';

export function seedContent(ctx: SandboxContext, seededAt: number): void {
  const b = new SeedBuilder(seededAt);
  seedTaxonomy(b);
  seedHomepage(b);
  seedProjects(b);
  seedNews(b);
  seedArtEducation(b);
  seedEducation(b);
  seedSponsors(b);
  seedAdvertisements(b);
  seedPages(b);
  seedMenus(b);
  const entities = b.finish();
  insertEntities(ctx, entities);
  registerFiles(ctx, b.files);
  seedRedirects(ctx, b);

  // an editor's unpublished draft ahead of the published version (?resourceVersion=rel:working-copy)
  const uuid = b.uuidOf(newsKey(DRAFTED_NEWS));
  for (const e of entities.filter((x) => x.uuid === uuid)) {
    const title =
      e.langcode === 'en' ? `${e.attributes.title} (updated programme)` : `${e.attributes.title}（节目单更新）`;
    saveRevision(
      ctx,
      { ...e, status: false, changed: seededAt - 3600_000, attributes: { ...e.attributes, title } },
      false,
      'Draft: programme update',
    );
  }
}
