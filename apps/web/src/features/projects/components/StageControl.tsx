import { PROJECT_STAGES } from '@sidecamp/domain/core';
import { ChevronDown, Milestone } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../ui/buttonStyles';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { stageLabel } from '../../../ui/codeLabels';

/**
 * The leader's "Change stage" menu. It offers only the moves the server's rule allows from the
 * current stage (the project says which); Closed is final, so it asks first.
 */
export function StageControl({
  allowed,
  isPending,
  onChange,
}: {
  allowed: readonly string[];
  isPending: boolean;
  onChange: (stage: string) => void;
}) {
  const { t } = useTranslation('projects');
  const [confirmClose, setConfirmClose] = useState(false);
  // Publishing (Temp -> Preparing) has its own button with its own checks.
  const choices = allowed.filter((stage) => stage !== '99');
  if (choices.length === 0) return null;
  return (
    <>
      <MenuTrigger>
        <AriaButton className={buttonStyles('secondary', 'md')} isDisabled={isPending}>
          <Milestone aria-hidden="true" className="size-4" />
          {t('stage.change')}
          <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
        </AriaButton>
        <Popover
          placement="bottom start"
          className="min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lift outline-none"
        >
          <Menu
            aria-label={t('stage.menuLabel')}
            className="outline-none"
            onAction={(key) => {
              const stage = String(key);
              if (stage === '00') setConfirmClose(true);
              else onChange(stage);
            }}
          >
            {choices.map((stage) => (
              <MenuItem
                key={stage}
                id={stage}
                textValue={stageLabel(stage)}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-stone-100"
              >
                {t('stage.moveTo', { stage: PROJECT_STAGES.isCode(stage) ? stageLabel(stage) : stage })}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('stage.closeTitle')}
        confirmLabel={t('stage.closeConfirm')}
        onConfirm={() => {
          setConfirmClose(false);
          onChange('00');
        }}
      >
        <p>{t('stage.closeBody')}</p>
      </ConfirmDialog>
    </>
  );
}
