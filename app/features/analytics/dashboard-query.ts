import { dashboardQueryMessages as m } from "~/features/analytics/content/dashboard";
import type { DayRange, Filter } from "~/features/analytics/dashboard-figures.server";
import { isLanguage, type Language } from "~/utils/language";
import { isDay, shiftDay } from "~/utils/rome-time";

export const presets = ["oggi", "7", "30", "90"] as const;
export type Preset = (typeof presets)[number];
export const defaultPreset: Preset = "30";

/** How far back a custom range may reach from its last day. */
export const MAX_RANGE_YEARS = 3;

/** The query's name of each filter dimension. */
export const filterParams = { page: "pagina", source: "sorgente", campaign: "campagna" } as const;
type FilterDimension = keyof typeof filterParams;

/** The custom range's fields as typed, `aaaa-mm-gg` or empty. */
export type TypedRange = { dal: string; al: string };
export type RangeErrors = Partial<Record<keyof TypedRange, string>>;

/** How a range was chosen: one of the presets, or the custom form's two days. */
export type RangeChoice = { preset: Preset } | { preset: null; typed: TypedRange };

/** The query's name of the language the figures are restricted to; none is every language. */
export const languageParam = "lingua";

export type DashboardQuery =
  | {
      ok: true;
      range: DayRange;
      choice: RangeChoice;
      typed: TypedRange;
      filter: Filter;
      language: Language | null;
    }
  | {
      ok: false;
      typed: TypedRange;
      errors: RangeErrors;
      filter: Filter;
      language: Language | null;
    };

/** The same calendar day `years` later; 29 February becomes 1 March in a common year. */
function shiftYears(day: string, years: number) {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCFullYear(moment.getUTCFullYear() + years);
  return moment.toISOString().slice(0, 10);
}

/** A preset's days, ending today. */
export function presetRange(preset: Preset, today: string): DayRange {
  const length = preset === "oggi" ? 1 : Number(preset);
  return { from: shiftDay(today, 1 - length), to: today };
}

const isPreset = (value: string | null): value is Preset =>
  (presets as readonly (string | null)[]).includes(value);

/**
 * The filter the query names: the first of `pagina`, `sorgente`, `campagna` present. An empty
 * source is one (direct visits), so presence decides, not the value.
 */
export function filterOf(params: URLSearchParams): Filter {
  for (const [dimension, name] of Object.entries(filterParams) as [FilterDimension, string][]) {
    const value = params.get(name);
    if (value !== null) return { dimension, value: value.slice(0, 300) };
  }
  return null;
}

/** The language the query names; anything else (`tutte`, none) is every language. */
export function languageOf(params: URLSearchParams): Language | null {
  const value = params.get(languageParam);
  return isLanguage(value) ? value : null;
}

/**
 * The dashboard's range, filter and language from its query. `dal` (or `al`) chooses a custom range:
 * a day that is none, an end before the start, a day after today or more than three years
 * are refused by their field, the typed values kept. Otherwise `periodo` picks a preset
 * (an unknown one is the default: it only comes from a link).
 */
export function dashboardQuery(params: URLSearchParams, today: string): DashboardQuery {
  const typed = {
    dal: (params.get("dal") ?? "").trim(),
    al: (params.get("al") ?? "").trim(),
  };
  const filter = filterOf(params);
  const language = languageOf(params);
  if (typed.dal === "" && typed.al === "") {
    const asked = params.get("periodo");
    const preset = isPreset(asked) ? asked : defaultPreset;
    return {
      ok: true,
      range: presetRange(preset, today),
      choice: { preset },
      typed,
      filter,
      language,
    };
  }
  const errors: RangeErrors = {};
  const to = typed.al === "" ? today : typed.al;
  if (typed.dal === "") errors.dal = m.missingFrom;
  else if (!isDay(typed.dal)) errors.dal = m.badDate;
  else if (typed.dal > today) errors.dal = m.future;
  if (!isDay(to)) errors.al = m.badDate;
  else if (to > today) errors.al = m.future;
  if (!errors.dal && !errors.al) {
    if (to < typed.dal) errors.al = m.toBeforeFrom;
    // Three years of days at most: from the day after the same date three years before.
    else if (typed.dal <= shiftYears(to, -MAX_RANGE_YEARS)) errors.dal = m.tooLong;
  }
  if (Object.keys(errors).length > 0) return { ok: false, typed, errors, filter, language };
  return {
    ok: true,
    range: { from: typed.dal, to },
    choice: { preset: null, typed: { dal: typed.dal, al: to } },
    typed,
    filter,
    language,
  };
}

/** The query of a range as chosen: the default preset needs none. */
export function rangeParams(choice: RangeChoice) {
  const params = new URLSearchParams();
  if (choice.preset === null) {
    params.set("dal", choice.typed.dal);
    params.set("al", choice.typed.al);
  } else if (choice.preset !== defaultPreset) {
    params.set("periodo", choice.preset);
  }
  return params;
}

/** The query of a range, a filter and a language, `?` included when there is one. */
export function dashboardSearch(
  choice: RangeChoice,
  filter: Filter,
  language: Language | null = null,
) {
  const params = rangeParams(choice);
  if (filter) params.set(filterParams[filter.dimension], filter.value);
  if (language) params.set(languageParam, language);
  const search = params.toString();
  return search ? `?${search}` : "";
}
