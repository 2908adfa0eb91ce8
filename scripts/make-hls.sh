#!/usr/bin/env bash
# Generates the two demo HLS streams in seed/media/hls/ from ffmpeg's built-in test sources.
# Run once (`npm run media:hls`); the output is committed, so installs never need ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."
out=seed/media/hls

make_stream() {
  local name=$1 source=$2 tone=$3
  local dir="$out/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  local master="$dir/master.m3u8"
  printf '#EXTM3U\n#EXT-X-VERSION:3\n' > "$master"
  for rendition in "270:480:200" "360:640:350" "720:1280:900"; do
    IFS=: read -r height width kbps <<< "$rendition"
    ffmpeg -hide_banner -loglevel error -y \
      -f lavfi -i "$source=size=${width}x${height}:rate=25:duration=4" \
      -f lavfi -i "sine=frequency=$tone:duration=4" \
      -c:v libx264 -profile:v main -preset veryfast -pix_fmt yuv420p -b:v "${kbps}k" -maxrate "${kbps}k" -bufsize "$((kbps * 2))k" \
      -g 50 -keyint_min 50 -sc_threshold 0 -c:a aac -b:a 48k -ac 1 -shortest \
      -f hls -hls_time 2 -hls_playlist_type vod \
      -hls_segment_filename "$dir/${height}p_%03d.ts" "$dir/${height}p.m3u8"
    printf '#EXT-X-STREAM-INF:BANDWIDTH=%d,RESOLUTION=%dx%d,CODECS="avc1.4d401f,mp4a.40.2"\n%sp.m3u8\n' \
      "$(((kbps + 48) * 1100))" "$width" "$height" "$height" >> "$master"
  done
}

make_stream stream-a testsrc2 440
make_stream stream-b smptehdbars 660
du -sh "$out"/*
