import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../ui/SelectField';
import { useLeadProjects } from '../../hooks/booth/useLeadProjects';

/**
 * Where the booth comes from: one of my published projects that I lead (its members join the team)
 * or nothing (a standalone booth, '').
 */
export function ProjectSourcePicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('booths');
  const projects = useLeadProjects(true);
  const items = projects.data ?? [];
  return (
    <section
      aria-labelledby="booth-form-source"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id="booth-form-source" className="text-lg font-semibold text-stone-900">
        {t('form.source')}
      </h2>
      <SelectField
        label={t('form.fromProject')}
        placeholder={t('form.standalone')}
        value={value}
        isDisabled={projects.isPending}
        options={items.map((project) => ({ value: String(project.no), label: project.name }))}
        onChange={onChange}
        description={
          projects.isPending
            ? t('form.projectsLoading')
            : items.length === 0
              ? t('form.noProjects')
              : t('form.fromProjectHint')
        }
        error={error ?? (projects.isError ? t('form.projectsError') : undefined)}
      />
    </section>
  );
}
