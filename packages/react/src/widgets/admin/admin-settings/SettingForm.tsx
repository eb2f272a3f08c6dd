import {
  isKnownSettingKey,
  parseSettingDraft,
  type SettingDraft,
  type SettingProblem,
  settingDraft,
  settingEditor,
} from '@flexportal/core/admin';
import type { Setting } from '@flexportal/core/contract';
import { useRef, useState } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminSettingsTexts } from '../../../i18n/areas/adminSettings.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SettingFields } from './SettingFields.js';
import { type SettingField, sameDraft, settingServerErrors } from './settingsRules.js';

/** Props of {@link SettingForm}. */
export interface SettingFormProps {
  /** The setting's key. */
  name: string;
  /** The stored value; undefined when the key is not set yet. */
  value: unknown;
  /** Choices of a list or currency editor. */
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** The setting as the server stored it after a save. */
  onSaved: (setting: Setting) => void;
}

/**
 * One setting, saved on its own (AC-7admin-20, POST `a/settings` {key, value}): its typed
 * editor, checked before sending (the same rules as the server), then through the one
 * submit flow; success and errors are shown by this setting alone, and a refused value
 * stays as typed.
 */
export function SettingForm({ name, value, choices, onSaved }: SettingFormProps) {
  const t = useT(adminSettingsTexts);
  const client = useFlexportalClient();
  const editor = settingEditor(name);
  const known = isKnownSettingKey(name);
  const label = known ? t(`adminSettings.key.${name}`) : name;
  // What a save resets the draft to: the server's answer, not the first load.
  const saved = useRef(value);
  const [problems, setProblems] = useState<Partial<Record<SettingField, SettingProblem>>>({});
  const [state, flow] = useSubmitFlow<SettingDraft, Setting>({
    defaults: () => settingDraft(editor, saved.current),
    send: async (draft, request) => {
      const parsed = parseSettingDraft(editor, draft);
      const answer = await client.http.data<Setting>('a/settings', {
        ...request,
        method: 'POST',
        body: { key: name, value: parsed.ok ? parsed.value : null },
      });
      saved.current = answer.value;
      return answer;
    },
    onSuccess: onSaved,
  });
  const server = settingServerErrors(state.errors);
  const errors: Partial<Record<SettingField, string[]>> = { ...server };
  for (const [field, problem] of Object.entries(problems) as [SettingField, SettingProblem][])
    errors[field] = [t(`adminSettings.problem.${problem}`)];
  const hasErrors = Object.keys(errors).length > 0;
  const savedShown =
    state.outcome === 'done' &&
    !hasErrors &&
    sameDraft(state.draft, settingDraft(editor, saved.current));
  const failed =
    state.outcome === 'error' && !hasErrors && !state.dialog
      ? state.message
        ? translateCoreText(t, state.message)
        : t('adminSettings.failed')
      : null;
  const hint =
    editor.kind === 'json'
      ? `${t('adminSettings.unknownKey')} ${t('adminSettings.jsonHint')}`
      : editor.kind === 'entries'
        ? t(editor.entry === 'id' ? 'adminSettings.idsHint' : 'adminSettings.entriesHint')
        : value === undefined
          ? t('adminSettings.notSet')
          : undefined;
  return (
    // Its saved line and failure sit beside the button (fp-setting__actions), not above the fields.
    <FlowForm
      className="fp-setting"
      part="setting"
      data-setting={name}
      aria-label={label}
      state={state}
      failure={() => null}
      onSubmit={() => {
        const parsed = parseSettingDraft(editor, state.draft);
        if (!parsed.ok) {
          setProblems(parsed.problems);
          return;
        }
        setProblems({});
        void flow.submit();
      }}
    >
      <SettingFields
        name={name}
        label={label}
        editor={editor}
        draft={state.draft}
        change={(patch) => {
          setProblems({});
          flow.setDraft(patch);
        }}
        errors={errors}
        choices={choices}
        hint={hint}
      />
      <div className="fp-setting__actions">
        <Button
          type="submit"
          variant="secondary"
          busy={state.status === 'submitting'}
          aria-label={`${t('adminSettings.save')}: ${label}`}
        >
          {t('adminSettings.save')}
        </Button>
        {savedShown ? (
          <span className="fp-setting__saved" role="status" part="status">
            {t('adminSettings.saved')}
          </span>
        ) : null}
        {failed ? (
          <span className="fp-setting__failed" role="alert" part="alert">
            {failed}
          </span>
        ) : null}
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
