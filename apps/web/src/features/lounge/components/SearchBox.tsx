import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Searches the lounge's posts; the results page keeps the words in its address. */
export function SearchBox({ initial = '', category = '' }: { initial?: string; category?: string }) {
  const { t } = useTranslation('lounge');
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    const params = new URLSearchParams({ q });
    if (category) params.set('category', category);
    navigate(`/lounge/search?${params.toString()}`);
  };
  return (
    <search className="relative">
      <form onSubmit={submit}>
        <label htmlFor="lounge-search" className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-5 text-stone-400"
        />
        <input
          id="lounge-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={100}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
        />
      </form>
    </search>
  );
}
