/** A picture as the media-centre gallery and its popup need it: sizes resolved on the server. */
export type TGalleryImage = {
  src: string
  thumbnail: string
  alt: string
  caption: string | null
  width: number
  height: number
}
