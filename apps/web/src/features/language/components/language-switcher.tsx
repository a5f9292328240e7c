import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@mizan/domain/text/language';
import { changeLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { rememberLanguage } from '../lib/language-choice';
import { LanguageOptions } from './language-options';

/** Change the language after the first choice. */
export function LanguageSwitcher() {
  const { i18n } = useTranslation();
  // The language tapped shows chosen while its texts load (seconds on roaming data), as in the first-visit picker.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const choose = async (lng: Language) => {
    setChoosing(lng);
    try {
      await changeLanguage(lng);
      rememberLanguage(lng);
    } catch {
      void notify(i18n.t('common:languageLoadFailed'), 'error');
    } finally {
      setChoosing(null);
    }
  };
  return <LanguageOptions current={choosing ?? i18n.language} onChoose={(lng) => void choose(lng)} />;
}
