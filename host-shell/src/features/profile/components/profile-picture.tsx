// The profile picture: shown from its document (fileId), replaced by an uploaded PNG or JPEG sent as
// base64 (spec 000 §7 'update profile picture (name, type ContactProfilepicture, data)'), or removed.
import { useEffect, useRef, useState } from 'react';
import { App, Avatar, Button, Flex, theme } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { LoggedInUser } from '@trucks/shared-contracts/domain/user';
import { useProfilePictureFile, useRemoveProfilePicture, useSaveProfilePicture } from '../api/profile';

const PICTURE_SAVED = 'Profile Picture Saved';
const PICTURE_REMOVED = 'Profile Picture Removed';
const PICTURE_TYPE_MESSAGE = 'A profile picture is a PNG or JPEG image.';
const PICTURE_TYPES = ['image/png', 'image/jpeg'];

/** The file's bytes as base64, without the 'data:image/png;base64,' prefix of a data URL. */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** An object URL for the picture's blob while it is shown (none where the browser API is missing). */
function usePictureUrl(fileId: string | null | undefined): string | undefined {
  const picture = useProfilePictureFile(fileId);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!fileId || !picture.data) {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(picture.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [fileId, picture.data]);
  return url;
}

export function ProfilePicture({ user }: { user: LoggedInUser }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveProfilePicture();
  const remove = useRemoveProfilePicture();
  const pictureUrl = usePictureUrl(user.fileId);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

  async function upload(file: File) {
    if (!PICTURE_TYPES.includes(file.type)) {
      void message.error(PICTURE_TYPE_MESSAGE);
      return;
    }
    let data: string;
    try {
      data = await readAsBase64(file);
    } catch (error) {
      void message.error((error as Error).message);
      return;
    }
    save.mutate(
      { params: { id: user.id }, body: { name: file.name, type: 'ContactProfilepicture', data } },
      {
        onSuccess: () => void message.success(PICTURE_SAVED),
        onError: (error) => void message.error(error.message),
      },
    );
  }

  return (
    <Flex align="center" gap={16}>
      <Avatar
        size={72}
        src={pictureUrl}
        alt={`${user.firstName} ${user.lastName}`}
        // The default grey behind white initials is 2:1; the primary colour is 6:1.
        style={{ backgroundColor: token.colorPrimary }}
      >
        {initials}
      </Avatar>
      <Flex gap={8} wrap>
        <input
          ref={input}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          aria-label="Profile picture file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button icon={<UploadOutlined />} loading={save.isPending} onClick={() => input.current?.click()}>
          Upload Picture
        </Button>
        {user.fileId ? (
          <Button
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(
                { params: { id: user.id } },
                {
                  onSuccess: () => void message.success(PICTURE_REMOVED),
                  onError: (error) => void message.error(error.message),
                },
              )
            }
          >
            Remove Picture
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
