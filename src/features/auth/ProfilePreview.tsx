import { Avatar } from '../../components/Avatar';
import { fr } from '../../i18n/fr';
import { isPreviewable } from './images';

interface ProfilePreviewProps {
  username: string;
  avatar: string;
  banner: string;
}

/** Live preview of the future profile while signing up. */
export function ProfilePreview({ username, avatar, banner }: ProfilePreviewProps) {
  const name = username.trim() || fr.auth.previewPlaceholderName;
  return (
    <figure className="profile-preview" aria-label={fr.auth.preview}>
      <div className="profile-preview__banner">{isPreviewable(banner) && <img src={banner.trim()} alt="" />}</div>
      <div className="profile-preview__body">
        <Avatar src={isPreviewable(avatar) ? avatar.trim() : ''} name={name} size="lg" />
        <figcaption>
          <span className="profile-preview__name">{name}</span>
          <span className="profile-preview__meta">{fr.auth.previewMeta}</span>
        </figcaption>
      </div>
    </figure>
  );
}
