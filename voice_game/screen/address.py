"""Where the companion page is served: ``[HOST:]PORT``; a port alone means the local network."""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass

from voice_game.config import ConfigError


class AddressError(ConfigError):
    """A ``--screen`` address the game cannot use; the message says what to give."""


@dataclass(frozen=True)
class Address:
    """A host to bind (None: this machine's address on the local network) and a port
    (0: any free port)."""

    host: str | None
    port: int


def parse_address(text: str) -> Address:
    """``8080``, ``192.168.1.20:8080``, ``localhost:8080`` or ``[::1]:8080``."""
    text = text.strip()
    host: str | None = None
    port_text = text
    if text.startswith("["):
        inside, _, rest = text[1:].partition("]")
        if not rest.startswith(":"):
            raise AddressError(f"--screen {text}: write an IPv6 address as [ADDRESS]:PORT.")
        host, port_text = inside, rest[1:]
    elif ":" in text:
        host, _, port_text = text.rpartition(":")
    if not port_text.isdigit() or int(port_text) > 65535:
        raise AddressError(
            f"--screen {text}: give a port from 1 to 65535, for example --screen 8080 "
            "(or HOST:PORT, for example --screen 127.0.0.1:8080)."
        )
    if host is not None and (not host or len(host) > 253 or not host.isprintable()):
        raise AddressError(f"--screen {text}: the host before the port is empty or not a name.")
    return Address(host, int(port_text))


def local_network_address() -> str:
    """This machine's address on its local network (private or link-local), found from the
    route to a private address (nothing is sent); 127.0.0.1 when there is none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 9))
            found = str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
    ip = ipaddress.ip_address(found)
    return found if ip.is_private or ip.is_link_local else "127.0.0.1"


def bind(address: Address) -> tuple[socket.socket, str]:
    """A listening socket at ``address`` and the page's URL; :class:`AddressError` if the
    address cannot be used (in use, not this machine's)."""
    host = address.host if address.host is not None else local_network_address()
    try:
        infos = socket.getaddrinfo(host, address.port, type=socket.SOCK_STREAM)
    except OSError as error:
        raise AddressError(
            f"--screen: {host} is not an address of this machine ({error})."
        ) from None
    family, _, _, _, where = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(where)
        sock.listen(64)
    except OSError as error:
        sock.close()
        reason = error.strerror or str(error)
        raise AddressError(
            f"--screen: cannot serve the page at {host} port {address.port} ({reason}); "
            "choose another port."
        ) from None
    bound_host, port = sock.getsockname()[:2]
    shown = f"[{bound_host}]" if family == socket.AF_INET6 else bound_host
    if bound_host in ("0.0.0.0", "::"):
        shown = local_network_address()
    return sock, f"http://{shown}:{port}/"
