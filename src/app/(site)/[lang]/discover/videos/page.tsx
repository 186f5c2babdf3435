import type { Metadata } from 'next'
import { cache } from 'react'

import { formatDate } from '@/domain/format'
import { formatDuration, VIDEOS_PATH, videoObject, youtubeEmbedUrl } from '@/domain/media-centre'
import { toSitePath } from '@/domain/shell/media'
import { getVideos, type TVideo } from '@/server/content/media-centre'
import { metaRecordForScreen } from '@/server/seo'
import { Breadcrumbs } from '@/ui/branches/BranchViews'
import { posterImage } from '@/ui/media/images'
import { type TPlayerSource, VideoPlayer } from '@/ui/media/VideoPlayer'
import { Shell } from '@/ui/shell/Shell'
import { toMetadata } from '@/ui/shell/metadata'

/** Rendered per request from the tag-cached video list (never at build time, when another database may be in use). */
export const dynamic = 'force-dynamic'

const TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Discover', path: '/discover' },
  { name: 'Videos', path: VIDEOS_PATH },
]

const sourceOf = (video: TVideo): TPlayerSource =>
  video.youtube_id
    ? { kind: 'youtube', id: video.youtube_id }
    : { kind: 'hosted', url: toSitePath(video.file!.url), mimeType: video.file!.mimeType }

const load = cache(async () => {
  const videos = await getVideos()
  const record = await metaRecordForScreen({
    path: VIDEOS_PATH,
    title: 'Videos: Life Insurance Explained',
    description:
      'Short videos on term insurance, claims, tax benefits and our services, each with a full transcript.',
    trail: TRAIL,
    extraSchema: (organization) =>
      videos.map((video) => {
        const source = sourceOf(video)
        const poster = posterImage(video.poster)
        return videoObject({
          name: video.title,
          description: video.description,
          url: new URL(`${VIDEOS_PATH}#${video.slug}`, organization.url).toString(),
          thumbnailUrl: poster ? new URL(poster.src, organization.url).toString() : null,
          uploadDate: video.date,
          durationSeconds: video.duration_seconds,
          embedUrl: source.kind === 'youtube' ? youtubeEmbedUrl(source.id) : null,
          transcript: video.transcript,
        })
      }),
  })
  return { videos, record }
})

export async function generateMetadata(): Promise<Metadata> {
  return toMetadata((await load()).record)
}

/**
 * Spec 2.1 discover/videos. No third-party frame at first paint: each video shows its poster until the visitor
 * presses play. Every video has its transcript on the page.
 */
export default async function VideosPage() {
  const { videos, record } = await load()
  return (
    <Shell path={VIDEOS_PATH} schema={record.schema}>
      <Breadcrumbs trail={TRAIL} />
      <div className="mx-auto max-w-4xl px-4 pb-10">
        <h1 className="pt-4 text-3xl font-bold text-brand-900">Videos</h1>
        <p className="mt-2 text-muted">
          Life insurance in a few minutes: how cover works, how to claim and how to make the most of your
          policy. Each video has a written transcript below it.
        </p>
        {videos.length ? (
          <ul className="mt-8 space-y-12">
            {videos.map((video) => {
              const duration = formatDuration(video.duration_seconds)
              return (
                <li key={video.id} id={video.slug} className="scroll-mt-24">
                  <article aria-labelledby={`${video.slug}-title`}>
                    <h2 id={`${video.slug}-title`} className="text-2xl font-semibold text-brand-900">
                      {video.title}
                    </h2>
                    <p className="mt-1 text-sm text-muted">
                      <time dateTime={video.date.slice(0, 10)}>{formatDate(video.date)}</time>
                      {duration ? (
                        <>
                          {' · '}
                          <span aria-hidden="true">{duration.clock}</span>
                          <span className="sr-only">{duration.words}</span>
                        </>
                      ) : null}
                    </p>
                    <div className="mt-4">
                      <VideoPlayer
                        title={video.title}
                        source={sourceOf(video)}
                        poster={posterImage(video.poster)}
                      />
                    </div>
                    {video.description ? <p className="mt-4 text-ink">{video.description}</p> : null}
                    <details className="mt-4 rounded-lg border border-gray-200 px-4 py-3">
                      <summary className="cursor-pointer font-semibold text-brand-800">
                        Transcript<span className="sr-only"> of {video.title}</span>
                      </summary>
                      <p className="mt-2 whitespace-pre-line text-ink">{video.transcript}</p>
                    </details>
                  </article>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="mt-6">No videos have been published yet.</p>
        )}
      </div>
    </Shell>
  )
}
