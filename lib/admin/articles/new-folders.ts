import type { FieldError, Resolver } from 'react-hook-form';
import type { LangCode } from '@/i18n/locales';
import { catalogSchema, type CatalogNode } from '@/lib/validation/catalog';
import { api } from '../fetcher';
import { revalidateApi } from '../revalidate';
import { flattenTree } from '../tree';

/**
 * A folder a translation files its version in that has no version in the translation's language
 * yet: created with it, in that language, under its parent's version there. Folders are
 * translated as the rest: the group `no` gets a version named `name` by the translator, offered
 * the source's name (`sourceName`) to begin with.
 */
export interface NewFolder {
  no: string;
  parentNo: string | null;
  sourceName: string;
  name: string;
}

const nodesOf = (trees: CatalogNode[]) => flattenTree(trees).map(({ node }) => node);

/**
 * The folders to create so that folder `id`'s group has a version in `lang`: from the highest one
 * without a version there down to it (its parents are most often translated already); [] when it has one.
 */
export function missingFolders(trees: CatalogNode[], id: string, lang: LangCode): NewFolder[] {
  const nodes = nodesOf(trees);
  const missing: NewFolder[] = [];
  let node = nodes.find((each) => String(each.id) === id);
  while (node && !nodes.some((each) => each.no === node!.no && each.lang === lang)) {
    const parent = nodes.find((each) => each.id === node!.parentId);
    missing.unshift({ no: node.no, parentNo: parent?.no ?? null, sourceName: node.name, name: node.name });
    node = parent;
  }
  return missing;
}

/** Creates `folders` in `lang`, parents first; answers the id of the last, the one a version is filed in. */
export async function createFolders(trees: CatalogNode[], folders: NewFolder[], lang: LangCode, type: number): Promise<number> {
  const nodes = nodesOf(trees);
  const created = new Map<string, number>();
  for (const folder of folders) {
    const parentNo = folder.parentNo;
    const parentId =
      parentNo === null ? null : (created.get(parentNo) ?? nodes.find((node) => node.no === parentNo && node.lang === lang)?.id);
    // One call each: a folder's parent must exist before it.
    const [saved] = await api.post('/admin/catalog', {
      json: [{ lang, type, name: folder.name.trim(), no: folder.no, parentId: parentId ?? null }],
    });
    created.set(folder.no, saved.id);
  }
  await revalidateApi('/admin/catalog');
  return created.get(folders.at(-1)!.no)!;
}

interface FolderVersion {
  enabled: boolean;
  cataId: string;
  newFolders: NewFolder[];
}

type VersionErrors = Record<string, unknown> & { cataId?: FieldError; newFolders?: ({ name: FieldError } | undefined)[] };

/** A version's errors with its folders to create in place of a folder: their names must be given. */
function withFolderNames(errors: VersionErrors | undefined, version: FolderVersion): VersionErrors | undefined {
  if (!version.enabled || version.cataId || !version.newFolders.length) return errors;
  const { cataId: _folder, ...rest } = errors ?? {};
  const names = version.newFolders.map(({ name }) => {
    const checked = catalogSchema.shape.name.safeParse(name);
    return checked.success ? undefined : { name: { type: 'required', message: checked.error.issues[0].message } };
  });
  const own = names.some(Boolean) ? { ...rest, newFolders: names } : rest;
  return Object.keys(own).length ? own : undefined;
}

/**
 * The editor's resolver, letting a version whose folder is still to create (its `newFolders`)
 * go without a folder, so long as those folders are named.
 */
export function newFoldersResolver<Form extends { items: FolderVersion[] }>(resolver: Resolver<Form>): Resolver<Form> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as { items?: (VersionErrors | undefined)[]; root?: FieldError };
    const items = values.items.map((version, index) => withFolderNames(errors.items?.[index], version));
    if (!errors.root && !items.some(Boolean)) return { values, errors: {} };
    const { items: _items, ...others } = errors;
    return { values: {}, errors: { ...others, ...(items.some(Boolean) && { items }) } as typeof result.errors };
  };
}
