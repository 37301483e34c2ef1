import type { Lang } from '../model.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import type { Locale } from './locale-types.ts';
import { pt } from './pt.ts';

export const LOCALES: Record<Lang, Locale> = { en, it, es, fr, de, pt };
export const LANGS: Lang[] = ['en', 'it', 'es', 'fr', 'de', 'pt'];
