import { registerMessages } from '../../platform/http/messages';

/** Error codes of the trip endpoints beyond the domain's TRIP_MESSAGES (ADR 0009 gap 3: uploads). */
registerMessages({
  TRIP_FILE_UNKNOWN: {
    de: 'Die Datei „{fileName}“ wurde für diese Fahrt nicht hochgeladen.',
    en: 'The file "{fileName}" was not uploaded for this trip.',
  },
  TRIP_PHOTO_NOT_AN_IMAGE: {
    de: 'Schadensfotos müssen PNG- oder JPG-Bilder sein („{fileName}“).',
    en: 'Damage photos must be PNG or JPG images ("{fileName}").',
  },
});
