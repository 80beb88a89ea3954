import { useTranslation } from 'react-i18next';
import type { resources } from '../../i18n/resources';

type Catalog = (typeof resources)['de'];

/** The keys every admin collection's section of the translations has. */
interface CrudSection {
  intro: string;
  new: string;
  caption: string;
  empty: string;
  name: string;
  createTitle: string;
  editTitle: string;
  deleteText: string;
  savedText: string;
  deletedText: string;
}

/** Namespaces with `validation.required` (the message of an empty name). */
type ValidatingNamespace = {
  [N in keyof Catalog]: Catalog[N] extends { validation: { required: string } } ? N : never;
}[keyof Catalog];
/** Namespaces that are themselves a collection's section (e.g. adminLocations). */
type SectionNamespace = {
  [N in ValidatingNamespace]: Catalog[N] extends CrudSection ? N : never;
}[ValidatingNamespace];
/** The sections of a namespace that describe a collection (e.g. admin → roles, groups, tenants). */
type SectionOf<N extends ValidatingNamespace> = {
  [K in keyof Catalog[N]]: Catalog[N][K] extends CrudSection ? K : never;
}[keyof Catalog[N]] &
  string;

/** All texts of an admin collection page, its dialog and its delete confirmation. */
export interface CrudTexts {
  /** The page's h1; undefined for a panel inside another page (e.g. a tab). */
  heading: string | undefined;
  intro: string;
  newLabel: string;
  caption: string;
  empty: string;
  /** Announced count ("3 locations") when the section has `count_*` texts. */
  summary: ((count: number) => string) | undefined;
  name: string;
  required: string;
  createTitle: string;
  editTitle: (name: string) => string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  savedText: (name: string) => string;
  deletedText: (name: string) => string;
  actions: string;
  save: string;
  cancel: string;
  delete: string;
  saved: string;
  deleted: string;
  failed: string;
}

/**
 * The texts of an admin collection from its section of the translations, by convention: the
 * keys of CrudSection (checked by the types), and optional `heading` (a page, else a panel),
 * `deleteTitle`, `edit` / `delete` (names of the row buttons) and `count_*` (a summary). Buttons
 * and toasts share `common:crud`.
 */
export function useCrudTexts(ns: SectionNamespace): CrudTexts;
export function useCrudTexts<N extends ValidatingNamespace>(ns: N, section: SectionOf<N>): CrudTexts;
export function useCrudTexts(ns: ValidatingNamespace, section?: string): CrudTexts {
  const { t: typed, i18n } = useTranslation([ns, 'common']);
  // The keys are chosen at run time, which i18next's key types cannot follow; the overloads
  // above check instead that the section has them.
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const key = (name: string) => (section ? `${section}.${name}` : name);
  const own = (name: string, options: Record<string, unknown> = {}) => t(key(name), { ...options, ns });
  const has = (name: string) => i18n.exists(key(name), { ns });
  const common = (name: string, options: Record<string, unknown> = {}) =>
    t(`crud.${name}`, { ...options, ns: 'common' });
  return {
    heading: has('heading') ? own('heading') : undefined,
    intro: own('intro'),
    newLabel: own('new'),
    caption: own('caption'),
    empty: own('empty'),
    summary: has('count_other') ? (count) => own('count', { count }) : undefined,
    name: own('name'),
    required: t('validation.required', { ns }),
    createTitle: own('createTitle'),
    editTitle: (name) => own('editTitle', { name }),
    editLabel: (name) => (has('edit') ? own('edit', { name }) : common('editLabel', { name })),
    deleteLabel: (name) => (has('delete') ? own('delete', { name }) : common('deleteLabel', { name })),
    deleteTitle: has('deleteTitle') ? own('deleteTitle') : common('confirmDelete'),
    deleteText: (name) => own('deleteText', { name }),
    savedText: (name) => own('savedText', { name }),
    deletedText: (name) => own('deletedText', { name }),
    actions: common('actions'),
    save: common('save'),
    cancel: common('cancel'),
    delete: common('delete'),
    saved: common('saved'),
    deleted: common('deleted'),
    failed: common('failed'),
  };
}
