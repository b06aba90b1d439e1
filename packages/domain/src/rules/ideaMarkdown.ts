import type { TIdeaReport, TSourcedText } from '../api/blueprint.schemas';
import { IDEA_ANALYSIS_AXES, IDEA_ITEM_SOURCES, MARKET_SATURATION } from '../codes/blueprint';

/*
 * An idea report as Markdown (the plan's export feature, issue 18): the same sections as the
 * report page, every item with where it came from, links to the platform as absolute addresses.
 */

/** Markdown's special characters in the person's own text are escaped, so it reads as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_{}[\]()#+!|>])/g, '\\$1');

function sourceNote(item: TSourcedText, siteUrl: string): string {
  if (item.source.kind === 'platform' && item.source.ref)
    return ` _(from [Sidecamp](${siteUrl}${item.source.ref}))_`;
  return ` _(${IDEA_ITEM_SOURCES.label(item.source.kind).toLowerCase()})_`;
}

function list(items: readonly TSourcedText[], siteUrl: string): string {
  if (items.length === 0) return '- Nothing yet.';
  return items.map((item) => `- ${escapeMarkdown(item.text)}${sourceNote(item, siteUrl)}`).join('\n');
}

function canvas(title: string, cells: readonly [string, readonly TSourcedText[]][], siteUrl: string): string {
  return [`## ${title}`, ...cells.map(([label, items]) => `### ${label}\n\n${list(items, siteUrl)}`)].join(
    '\n\n',
  );
}

export function ideaReportMarkdown(report: TIdeaReport, siteUrl: string): string {
  const site = siteUrl.replace(/\/$/, '');
  const { frameworks: f } = report;
  const parts = [
    `# ${escapeMarkdown(report.idea.title)}`,
    report.profile ? escapeMarkdown(report.profile.text) : '',
    `> ${escapeMarkdown(report.idea.text).replace(/\n/g, '\n> ')}`,
    '## Eight axes',
    [
      '| Axis | Score | Percentile | Why |',
      '| --- | ---: | ---: | --- |',
      ...report.axes.map(
        (axis) =>
          `| ${IDEA_ANALYSIS_AXES.label(axis.axis)} | ${axis.score} | ${axis.percentile ?? '–'} | ${
            axis.reasons
              .map(
                (reason) =>
                  `+${reason.weight} ${reason.feature} (“${reason.quotes.map(escapeMarkdown).join('”, “')}”)`,
              )
              .join('; ') || '–'
          } |`,
      ),
    ].join('\n'),
    '## Closest on Sidecamp',
    report.competitors.length === 0
      ? 'No project or booth on Sidecamp shares enough of its words.'
      : report.competitors
          .map(
            (c) =>
              `- [${escapeMarkdown(c.name)}](${site}${c.path}) (${c.kind}, ${Math.round(c.similarity * 100)}%): shares ${c.sharedTerms.join(', ')}. ${c.differences.map(escapeMarkdown).join('. ')}`,
          )
          .join('\n'),
    canvas(
      'Specification',
      [
        ['Who it is for', report.specification.targetUsers],
        ['Roles to find', report.specification.roles],
        ['First version', report.specification.mvpFeatures],
        ['Later', report.specification.laterFeatures],
        ['Requirements', report.specification.requirements],
      ],
      site,
    ),
    canvas(
      'Lean canvas',
      [
        ['Problem', f.leanCanvas.problem],
        ['Customer segments', f.leanCanvas.customerSegments],
        ['Unique value proposition', f.leanCanvas.uniqueValueProposition],
        ['Solution', f.leanCanvas.solution],
        ['Channels', f.leanCanvas.channels],
        ['Revenue streams', f.leanCanvas.revenueStreams],
        ['Cost structure', f.leanCanvas.costStructure],
        ['Key metrics', f.leanCanvas.keyMetrics],
        ['Unfair advantage', f.leanCanvas.unfairAdvantage],
      ],
      site,
    ),
    canvas(
      'SWOT',
      [
        ['Strengths', f.swot.strengths],
        ['Weaknesses', f.swot.weaknesses],
        ['Opportunities', f.swot.opportunities],
        ['Threats', f.swot.threats],
      ],
      site,
    ),
    canvas(
      'Business model canvas',
      [
        ['Key partners', f.businessModelCanvas.keyPartners],
        ['Key activities', f.businessModelCanvas.keyActivities],
        ['Key resources', f.businessModelCanvas.keyResources],
        ['Value propositions', f.businessModelCanvas.valuePropositions],
        ['Customer relationships', f.businessModelCanvas.customerRelationships],
        ['Channels', f.businessModelCanvas.channels],
        ['Customer segments', f.businessModelCanvas.customerSegments],
        ['Cost structure', f.businessModelCanvas.costStructure],
        ['Revenue streams', f.businessModelCanvas.revenueStreams],
      ],
      site,
    ),
    '## Market',
    `**${MARKET_SATURATION.label(report.market.saturation.level)}.** ${report.market.saturation.explanation}`,
    report.market.assumptions.map((a) => `- ${a.label} (assumption): ${a.value}`).join('\n'),
    list(report.market.notes, site),
    '## How this report was made',
    [
      `- ${report.meta.provider === 'offline' ? 'Built-in offline analysis' : `Model ${report.meta.model ?? ''}`} (${report.meta.version})`,
      ...report.meta.assumptions.map((line) => `- ${line}`),
      ...(report.meta.failure ? [`- The model's answer was not used: ${report.meta.failure}`] : []),
    ].join('\n'),
  ];
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}
