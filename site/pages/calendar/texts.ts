/* The education calendar's filter texts (issue 13), per language; new with the filters, so not in the dictionary. */
import { useLanguage } from '../../i18n/LanguageContext';

const tr = {
  filtersLabel: 'Eğitim takvimi filtreleri',
  month: 'Ay',
  allMonths: 'Yaklaşan aylar',
  city: 'Şehir',
  allCities: 'Tüm şehirler',
  onlineOnly: 'Yalnızca online',
  apply: 'Filtrele',
  clear: 'Filtreleri temizle',
  noMatch: 'Bu filtrelere uyan bir oturum bulunmuyor.',
  monthLinks: 'Aylara göre eğitim takvimi',
  allOnRequest: 'Talep üzerine planlanan eğitimlerin tümü (%{count})',
  partsLabel: 'Bu ayın bölümleri',
  partsPager: 'Ayın önceki ve sonraki bölümü',
  previousPart: 'Önceki bölüm',
  nextPart: 'Sonraki bölüm',
};

const en: typeof tr = {
  filtersLabel: 'Training calendar filters',
  month: 'Month',
  allMonths: 'Coming months',
  city: 'City',
  allCities: 'All cities',
  onlineOnly: 'Online only',
  apply: 'Filter',
  clear: 'Clear filters',
  noMatch: 'No session matches these filters.',
  monthLinks: 'Training calendar by month',
  allOnRequest: 'All courses scheduled on request (%{count})',
  partsLabel: "This month's parts",
  partsPager: 'Previous and next part of the month',
  previousPart: 'Previous part',
  nextPart: 'Next part',
};

const texts: Record<string, typeof tr> = { tr, en };

export function useCalendarTexts(): typeof tr {
  const { lang } = useLanguage();
  return texts[lang] ?? texts.tr;
}
