import type { RichLine } from '@sidecamp/domain';
import { parseRichText } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Fragment } from 'react';

function Spans({ spans }: { spans: RichLine }) {
  return (
    <>
      {spans.map((span, index) => {
        const key = `${index}-${span.text}`;
        if (span.href)
          return (
            <a
              key={key}
              href={span.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="font-medium text-pine-700 underline underline-offset-2 hover:text-pine-800"
            >
              {span.text}
            </a>
          );
        if (span.code)
          return (
            <code key={key} className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em]">
              {span.text}
            </code>
          );
        if (span.bold) return <strong key={key}>{span.text}</strong>;
        if (span.italic) return <em key={key}>{span.text}</em>;
        return <Fragment key={key}>{span.text}</Fragment>;
      })}
    </>
  );
}

function Lines({ lines }: { lines: RichLine[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order.
        <Fragment key={index}>
          {index > 0 && <br />}
          <Spans spans={line} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * Renders lounge markup as React elements: what a user wrote is text in our elements, never
 * HTML, so nothing in a post can run or restyle the page.
 */
/** Type sizes: a post's compact text, or a magazine's reading view (larger type, more space). */
const MEASURES = {
  compact: 'gap-3 text-[15px] leading-relaxed',
  reading: 'max-w-prose gap-5 text-lg leading-8',
} as const;

export function RichText({
  source,
  measure = 'compact',
  className,
}: {
  source: string;
  measure?: keyof typeof MEASURES;
  className?: string;
}) {
  const blocks = parseRichText(source);
  return (
    <div className={clsx('flex flex-col text-stone-800', MEASURES[measure], className)}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <h3
                key={key}
                className={clsx(
                  'pt-1 font-semibold text-stone-900',
                  measure === 'reading' ? 'text-xl' : 'text-base',
                )}
              >
                <Spans spans={block.spans} />
              </h3>
            );
          case 'quote':
            return (
              <blockquote key={key} className="border-l-4 border-stone-200 pl-3 text-stone-600">
                <Lines lines={block.lines} />
              </blockquote>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={clsx('flex flex-col gap-1 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}
              >
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their order.
                  <li key={itemIndex}>
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={key} className="break-words">
                <Lines lines={block.lines} />
              </p>
            );
        }
      })}
    </div>
  );
}
