// The language packs, one per language of LANGUAGES, each written in its own language rather than
// translated sentence by sentence from English.

import type { Lang, Pack } from '../types.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { fr } from './fr.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pt } from './pt.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';
import { tr } from './tr.ts';
import { ar } from './ar.ts';
import { he } from './he.ts';
import { fa } from './fa.ts';
import { hi } from './hi.ts';
import { zh } from './zh.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { vi } from './vi.ts';
import { id } from './id.ts';
import { th } from './th.ts';
import { sv } from './sv.ts';

export const PACKS: Record<Lang, Pack> = { en, de, fr, es, it, pt, nl, pl, ru, uk, tr, ar, he, fa, hi, zh, ja, ko, vi, id, th, sv };
