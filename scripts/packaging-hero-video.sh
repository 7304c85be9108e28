#!/bin/sh
# Draws the packaging page's hero loop (public/video/packaging-hero.mp4) and its poster, its
# first frame, with ffmpeg alone: flat boxes, a jar and a tag in the site's colours, bobbing
# on a shelf. Only needed to redraw the clip; the site and its tests just serve the files.
# A clip of your own replaces both files (or change the paths in app/features/services/content/packaging.ts).
set -eu
out_dir=${1:-public/video}
mkdir -p "$out_dir"
T=8
W=1280
H=720
# Every offset is a sine whose period is the clip's length, so the loop has no seam.
bob() { echo "$1+$2*sin(2*PI*t/$T+$3)"; }
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=0xf4efe9:s=${W}x${H}:r=24:d=$T" \
  -f lavfi -i "color=c=0xb3261e:s=180x300:r=24:d=$T" \
  -f lavfi -i "color=c=0xc8a27a:s=280x170:r=24:d=$T" \
  -f lavfi -i "color=c=0xff9c8f:s=150x190:r=24:d=$T" \
  -f lavfi -i "color=c=0x1c1917:s=166x40:r=24:d=$T" \
  -f lavfi -i "color=c=0xfff7f2:s=140x84:r=24:d=$T" \
  -f lavfi -i "color=c=0xe7ded5:s=${W}x150:r=24:d=$T" \
  -filter_complex "
    [1]drawbox=x=0:y=110:w=180:h=90:c=0xfff7f2:t=fill,drawbox=x=30:y=135:w=120:h=12:c=0xb3261e:t=fill,drawbox=x=30:y=160:w=80:h=10:c=0x57534e:t=fill,drawbox=x=0:y=0:w=180:h=22:c=0x8c1d17:t=fill[tall];
    [2]drawbox=x=0:y=0:w=280:h=30:c=0xa9855f:t=fill,drawbox=x=0:y=70:w=280:h=34:c=0xb3261e:t=fill,drawbox=x=96:y=120:w=88:h=10:c=0x1c1917:t=fill[wide];
    [3]drawbox=x=0:y=60:w=150:h=70:c=0xfff7f2:t=fill,drawbox=x=25:y=82:w=100:h=10:c=0xb3261e:t=fill,drawbox=x=40:y=102:w=70:h=8:c=0x57534e:t=fill[jar];
    [5]drawbox=x=0:y=0:w=140:h=84:c=0xb3261e:t=4,drawbox=x=18:y=24:w=104:h=12:c=0xb3261e:t=fill,drawbox=x=18:y=48:w=70:h=10:c=0xa8a29e:t=fill[tag];
    [0][6]overlay=x=0:y=$((H - 150))[floor];
    [floor][wide]overlay=x='$(bob 980 10 2.1)':y='$(bob 430 8 0.6)'[a];
    [a][tall]overlay=x='$(bob 800 8 0)':y='$(bob 250 16 1.4)'[b];
    [b][4]overlay=x='$(bob 637 6 3.3)':y='$(bob 352 12 4.2)'[c];
    [c][jar]overlay=x='$(bob 645 6 3.3)':y='$(bob 390 12 4.2)'[d];
    [d][tag]overlay=x='$(bob 1080 14 5.0)':y='$(bob 150 18 2.6)',format=yuv420p[v]" \
  -map "[v]" -an -c:v libx264 -preset veryslow -crf 30 -tune animation -profile:v high -movflags +faststart \
  -t $T "$out_dir/packaging-hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$out_dir/packaging-hero.mp4" -frames:v 1 -q:v 4 "$out_dir/packaging-hero-poster.jpg"
