import { Badge } from './ui/badge';

const SHOWN_KEYWORDS = 3;

interface PolicyKeywordsProps {
  keywords: string[];
  /** Keywords found in the creative: listed first and marked. */
  matched?: string[];
}

/** At most three keywords, then a '+N more' badge naming the rest for a hover or a screen reader. */
export function PolicyKeywords({ keywords, matched = [] }: PolicyKeywordsProps) {
  if (keywords.length === 0) return null;
  const found = new Set(matched.map((keyword) => keyword.toLowerCase()));
  const ordered = [...keywords].sort((a, b) => Number(found.has(b.toLowerCase())) - Number(found.has(a.toLowerCase())));
  const shown = ordered.slice(0, SHOWN_KEYWORDS);
  const rest = ordered.slice(SHOWN_KEYWORDS);

  return (
    <ul aria-label="Keywords" className="flex flex-wrap gap-1.5">
      {shown.map((keyword) => (
        <li key={keyword}>
          <Badge variant={found.has(keyword.toLowerCase()) ? 'default' : 'secondary'} data-testid="policy-keyword">
            {keyword}
            {found.has(keyword.toLowerCase()) && <span className="sr-only"> (found in this submission)</span>}
          </Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li>
          <Badge variant="outline" title={rest.join(', ')} data-testid="policy-keywords-more">
            +{rest.length} more
            <span className="sr-only">: {rest.join(', ')}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
