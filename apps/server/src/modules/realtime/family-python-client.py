# A python-socketio (Engine.IO 4) stream client as the family's Python stream managers are written:
# joins with `list`, listens on `index`, `stock` and `board`, and prints the first message of each
# kind as one JSON line. Run by family-python.test.ts: python3 family-python-client.py URL SYMBOLS
import json
import sys
import threading

import socketio

url, symbols = sys.argv[1], sys.argv[2]
wanted = {"index", "stock", "board"}
seen = {}
done = threading.Event()
sio = socketio.Client(reconnection=False)


def keep(kind):
    def handler(message):
        if kind not in seen:
            seen[kind] = message
            if wanted <= seen.keys():
                done.set()

    return handler


for kind in wanted:
    sio.on(kind, keep(kind))


@sio.event
def connect():
    sio.emit("regs", json.dumps({"action": "join", "list": symbols}))


sio.connect(url, socketio_path="socket.io", transports=["websocket"])
done.wait(timeout=15)
sio.disconnect()
print(json.dumps(seen))
sys.exit(0 if wanted <= seen.keys() else 1)
