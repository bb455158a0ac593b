// /videos: training videos for carriers (spec 000 §2), as cards grouped by category with a search
// filter. Each card links to the help centre's video page in a new tab.
import { useMemo, useState } from 'react';
import { Card, Col, Input, Row, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { TrainingVideo } from '@trucks/shared-contracts/api/catalogue/account';
import { EmptyState } from '@trucks/shared-ui/empty-state';
import { ListSkeleton } from '@trucks/shared-ui/loading-state';
import { PageFrame } from '@trucks/shared-ui/page-frame';
import { QueryErrorAlert } from '@trucks/shared-ui/query-error-alert';
import { useVideos } from '../api/videos';

/** 184 seconds reads '3:04'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Every word typed appears in the title, description or category, in any order. */
function matchesVideo(video: TrainingVideo, search: string): boolean {
  const haystack = `${video.title} ${video.description} ${video.category}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Categories in the order the API lists them first, each with its videos. */
function byCategory(videos: readonly TrainingVideo[]): [string, TrainingVideo[]][] {
  const groups = new Map<string, TrainingVideo[]>();
  for (const video of videos) groups.set(video.category, [...(groups.get(video.category) ?? []), video]);
  return [...groups];
}

function VideoCard({ video }: { video: TrainingVideo }) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      cover={
        video.thumbnailUrl && !thumbnailFailed ? (
          <img
            src={video.thumbnailUrl}
            alt=""
            loading="lazy"
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
            onError={() => setThumbnailFailed(true)}
          />
        ) : undefined
      }
    >
      <article aria-label={video.title}>
        <Typography.Title level={4} style={{ fontSize: 16, marginTop: 0 }}>
          <a href={video.url} target="_blank" rel="noopener noreferrer">
            <PlayCircleOutlined aria-hidden /> {video.title}
          </a>
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {video.description}
        </Typography.Paragraph>
        <Typography.Text type="secondary">Duration {formatDuration(video.durationSeconds)}</Typography.Text>
      </article>
    </Card>
  );
}

export function VideosPage() {
  const [search, setSearch] = useState('');
  const videos = useVideos();
  const groups = useMemo(
    () => byCategory((videos.data?.items ?? []).filter((video) => matchesVideo(video, search))),
    [videos.data, search],
  );

  let content;
  if (videos.isPending) content = <ListSkeleton rows={4} label="Loading videos" />;
  else if (videos.isError)
    content = <QueryErrorAlert error={videos.error} onRetry={() => void videos.refetch()} />;
  else if (groups.length === 0)
    content = <EmptyState message={search.trim() ? 'No videos match your search' : 'No videos yet'} />;
  else
    content = groups.map(([category, items]) => (
      <section key={category} aria-label={category} style={{ marginBottom: 24 }}>
        <Typography.Title level={3} style={{ fontSize: 18 }}>
          {category}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {items.map((video) => (
            <Col key={video.id} xs={24} sm={12} lg={8} xl={6}>
              <VideoCard video={video} />
            </Col>
          ))}
        </Row>
      </section>
    ));

  return (
    <PageFrame
      actions={
        <Input.Search
          allowClear
          aria-label="Search videos"
          placeholder="Search videos"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
      }
    >
      <div style={{ padding: 16 }}>{content}</div>
    </PageFrame>
  );
}
