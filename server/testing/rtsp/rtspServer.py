"""A real RTSP server (GStreamer's gst-rtsp-server) for the camera fault suite: serves
rtsp://127.0.0.1:PORT/camera over interleaved TCP from H.264 in RTP arriving on UDP FEED_PORT, and prints "listening" once it accepts connections.

With USER and PASSWORD it asks clients for them (HTTP Basic), as a camera with a login does.

Usage: python3 rtspServer.py PORT FEED_PORT [USER PASSWORD]
"""
import sys

import gi

gi.require_version("Gst", "1.0")
gi.require_version("GstRtsp", "1.0")
gi.require_version("GstRtspServer", "1.0")
from gi.repository import GLib, Gst, GstRtsp, GstRtspServer  # noqa: E402

Gst.init(None)
port, feed_port = sys.argv[1], int(sys.argv[2])
server = GstRtspServer.RTSPServer()
server.set_address("127.0.0.1")
server.set_service(port)
factory = GstRtspServer.RTSPMediaFactory()
# SPS and PPS before every keyframe, so a client that joins (or a new resolution) can decode.
factory.set_launch(
    f"( udpsrc address=127.0.0.1 port={feed_port} "
    'caps="application/x-rtp,media=video,clock-rate=90000,encoding-name=H264,payload=96" '
    "! rtph264depay wait-for-keyframe=true ! rtph264pay name=pay0 pt=96 config-interval=-1 )"
)
factory.set_shared(True)
factory.set_protocols(GstRtsp.RTSPLowerTrans.TCP)
if len(sys.argv) >= 5:
    auth = GstRtspServer.RTSPAuth()
    token = GstRtspServer.RTSPToken()
    token.set_string("media.factory.role", "viewer")
    auth.add_basic(GstRtspServer.RTSPAuth.make_basic(sys.argv[3], sys.argv[4]), token)
    server.set_auth(auth)
    permissions = GstRtspServer.RTSPPermissions()
    permissions.add_permission_for_role("viewer", "media.factory.access", True)
    permissions.add_permission_for_role("viewer", "media.factory.construct", True)
    factory.set_permissions(permissions)
server.get_mount_points().add_factory("/camera", factory)
if server.attach(None) == 0:
    sys.exit(f"cannot listen on 127.0.0.1:{port}")
print("listening", flush=True)
GLib.MainLoop().run()
